import UIKit

// The controller of ib-prototypes.storyboard: it dequeues PlaceCell by its class's name, the
// detail cells by a name built at run time, and the footer by a literal. PlaceCell2 is named nowhere.
final class PlacesController: UITableViewController {
    var kind = "Wide"

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            let identifier = String(describing: PlaceCell.self)
            return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        case 1:
            return tableView.dequeueReusableCell(withIdentifier: "DetailCell\(kind)", for: indexPath)
        default:
            return tableView.dequeueReusableCell(withIdentifier: "section-footer", for: indexPath)
        }
    }
}

final class PlaceCell: UITableViewCell {}
