/// Hark's version, as printed by `hark --version` and written into every report.
let harkVersion = "0.1.0"
