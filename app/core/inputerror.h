#pragma once
// A refusal of an input (a result file, a record in it, a history to merge) as a value: what
// kind it is, which file and record it concerns, and why. The one line users read is built from
// it in one place (message()); a caller that shows the file another way (the CLI's "FILE:
// rejected: ...", the preview's file column) takes detail() and never edits the English text.

#include <QString>

namespace moeplan::core {

struct InputError
{
    enum class Code
    {
        None,
        Unreadable,      ///< missing, a folder, a device or pipe, too large, or unreadable
        NotAResult,      ///< a binary file, an SQLite file given as a result, empty
        Unrecognised,    ///< no format recognised the content
        Invalid,         ///< the content breaks its format, or a value is out of bounds
        NeedsDeployment, ///< the file leaves out what only a deployment can state
        NoRecords,       ///< the file holds no usable record
        BadDeployment,   ///< the deployment given (flags, --deployment) is itself invalid
    };

    Code code = Code::None;
    QString file;   ///< the input as given; empty when the refusal concerns no file
    QString where;  ///< the record in it ("line 3", "run 2"); empty for the whole file
    QString reason; ///< translated; names the field and the value

    bool ok() const noexcept { return code == Code::None; }
    /// "FILE: WHERE: REASON", the empty parts left out.
    QString message() const;
    /// The message without the file: "WHERE: REASON", or the reason.
    QString detail() const;

    static InputError of(Code code, const QString &file, const QString &reason,
                         const QString &where = {})
    {
        return {code, file, where, reason};
    }
};

} // namespace moeplan::core
