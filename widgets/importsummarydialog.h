#pragma once
// What an import did, file by file: runs imported, duplicates, the reason a file was rejected
// and the rows of a CSV that were skipped. Non-modal: the History page shows it and goes on.

#include "importjob.h"

#include <QDialog>

class QTableWidget;
class QPlainTextEdit;
class QLabel;

namespace moeplan::widgets {

class ImportSummaryDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ImportSummaryDialog(QWidget *parent = nullptr);

    /// Shows these results; `cancelled` adds that the import stopped early.
    void setResults(const QVector<core::FileImportResult> &results, bool cancelled);
    /// One line per file, as shown (for the clipboard and tests).
    static QStringList summaryLines(const QVector<core::FileImportResult> &results);

private:
    QLabel *m_headline;
    QTableWidget *m_table;
    QPlainTextEdit *m_rows;
};

} // namespace moeplan::widgets
