#include "importsummarydialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace moeplan::widgets {

namespace {

QString outcomeText(const core::FileImportResult &r)
{
    if (!r.ok())
        return r.needsDeployment() ? ImportSummaryDialog::tr("skipped: no deployment")
                                   : ImportSummaryDialog::tr("rejected");
    if (r.merged)
        return ImportSummaryDialog::tr("merged");
    return r.rejectedRows.isEmpty() ? ImportSummaryDialog::tr("imported")
                                    : ImportSummaryDialog::tr("imported, records refused");
}

} // namespace

ImportSummaryDialog::ImportSummaryDialog(QWidget *parent)
    : QDialog(parent), m_headline(new QLabel), m_table(new QTableWidget(0, 6)),
      m_rows(new QPlainTextEdit)
{
    setWindowTitle(tr("Import summary"));
    setModal(false);
    m_headline->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("File"), tr("Result"), tr("Imported"), tr("Duplicates"),
                                        tr("Records refused"), tr("Reason")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("One row per file: runs imported, runs already in the history, and "
                           "why a file or rows of it were rejected"));
    m_rows->setReadOnly(true);
    m_rows->setToolTip(tr("The records that were refused, with their line and reason, and "
                          "what the import notes about each file"));
    m_rows->setVisible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close the summary"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_rows, 1);
    layout->addWidget(buttons);
    resize(760, 360);
}

QStringList ImportSummaryDialog::summaryLines(const QVector<core::FileImportResult> &results)
{
    QStringList lines;
    for (const core::FileImportResult &r : results) {
        if (!r.ok())
            lines << tr("%1: %2: %3").arg(r.path, outcomeText(r), r.error);
        else if (r.rejectedRows.isEmpty())
            lines << tr("%1: imported %2, duplicates %3")
                         .arg(r.path)
                         .arg(r.imported)
                         .arg(r.duplicates);
        else
            lines << tr("%1: imported %2, duplicates %3, records refused %4")
                         .arg(r.path)
                         .arg(r.imported)
                         .arg(r.duplicates)
                         .arg(r.rejectedRows.size());
    }
    return lines;
}

void ImportSummaryDialog::setResults(const QVector<core::FileImportResult> &results, bool cancelled)
{
    int imported = 0, duplicates = 0, rejected = 0;
    QStringList rows;
    m_table->setRowCount(int(results.size()));
    const QLocale locale;
    for (int i = 0; i < results.size(); ++i) {
        const core::FileImportResult &r = results.at(i);
        imported += r.imported;
        duplicates += r.duplicates;
        rejected += r.ok() ? 0 : 1;
        rows += r.rejectedRows;
        // Conflicts between a file and the deployment given, names not in the catalog, a
        // statistic taken for another: said once per file.
        for (const QString &note : r.notes)
            rows << tr("%1: note: %2").arg(QFileInfo(r.path).fileName(), note);
        if (r.duplicateSource)
            rows << tr("%1: imported before; to store it with another deployment, delete its "
                       "runs and import it again (or moeplan-cli import --replace)")
                        .arg(QFileInfo(r.path).fileName());
        auto *file = new QTableWidgetItem(QFileInfo(r.path).fileName());
        file->setToolTip(r.path);
        auto number = [&](int v) {
            auto *item = new QTableWidgetItem(locale.toString(v));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        auto *reason = new QTableWidgetItem(r.error);
        reason->setToolTip(r.error);
        m_table->setItem(i, 0, file);
        m_table->setItem(i, 1, new QTableWidgetItem(outcomeText(r)));
        m_table->setItem(i, 2, number(r.imported));
        m_table->setItem(i, 3, number(r.duplicates));
        m_table->setItem(i, 4, number(int(r.rejectedRows.size())));
        m_table->setItem(i, 5, reason);
    }
    m_table->resizeColumnsToContents();
    // One sentence of clauses; the separator and the full stop are the language's own.
    const QString sep = tr("; ", "between the clauses of a summary sentence");
    QString headline = tr("%Ln run(s) imported", nullptr, imported) + sep +
                       tr("%Ln duplicate(s)", nullptr, duplicates) + sep +
                       tr("%Ln file(s) rejected", nullptr, rejected) +
                       tr(".", "ends a summary sentence");
    if (cancelled)
        headline += QLatin1Char(' ') + tr("The import was cancelled before the remaining files.");
    m_headline->setText(headline);
    m_rows->setPlainText(rows.join(QLatin1Char('\n')));
    m_rows->setVisible(!rows.isEmpty());
}

} // namespace moeplan::widgets
