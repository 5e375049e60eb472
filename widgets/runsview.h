#pragma once
// The history's table of runs: headers that wrap onto more lines (the sort mark above the
// label), columns as wide as a typical value or the header's longest word, cells elided with
// their whole text as the tooltip, a check mark for reference runs. The History page shows it.

#include <QTableView>

namespace moeplan::core {
class RunsTableModel;
}

namespace moeplan::widgets {

class RunsView final : public QTableView
{
    Q_OBJECT
public:
    /// Shows `model` (which must outlive the view), sorted by the header's clicks.
    explicit RunsView(core::RunsTableModel *model, QWidget *parent = nullptr);
};

} // namespace moeplan::widgets
