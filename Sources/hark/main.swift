import Foundation
import HarkCore

exit(HarkCommandLine.run(Array(CommandLine.arguments.dropFirst()), exitsAfterward: true))
