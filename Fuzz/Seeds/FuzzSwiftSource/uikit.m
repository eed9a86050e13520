#import "MenuViewController.h"

@implementation MenuViewController
- (void)configureCell:(UITableViewCell *)cell {
    cell.textLabel.text = NSLocalizedString(@"Developer mode", nil);
    UISwitch *toggle = [[UISwitch alloc] init];
    cell.accessoryView = toggle;
}
@end
