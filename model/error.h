#pragma once
// Typed errors of the model layer. No strings: the core turns a ModelError into a translated
// message. `value` and `limit` carry the numbers the message needs (e.g. GPUs asked for and the
// group size they must divide by).

#include <string_view>
#include <utility>
#include <variant>

namespace moeplan {

enum class ErrorCode
{
    None = 0,
    NoGpus,               ///< gpus < 1 or > kMaxGpus (value: gpus, limit: kMaxGpus)
    ZeroBatch,            ///< batch < 1 or > kMaxBatch (value: batch, limit: kMaxBatch)
    PlanTooLarge,         ///< the plan needs more GPUs than given (value: gpus, limit: ranks)
    PlanDoesNotDivide,    ///< gpus is not a multiple of the plan's GPUs (value: gpus, limit: ranks)
    InvalidParallelism,   ///< tp/ep < 1, or tp does not divide ep (value: tp, limit: ep)
    AcceptanceBelowOne,   ///< AL < 1 (value: AL)
    AcceptanceAboveDraft, ///< AL > d + 1 (value: AL, limit: d + 1)
    NegativeDraftTokens,  ///< d < 0 (value: d)
    InvalidSequenceLength, ///< isl < 1 or osl < 1 (value: isl, limit: osl)
    UnknownModel,
    UnknownGpu,
    UnknownPrecision,
    TopologyUnsupported, ///< nvl72 asked of a GPU kind that has no 72-GPU NVLink domain
    InvalidNicSpeed,     ///< nic_gbps <= 0 or absurd (value)
    InvalidParameter,    ///< a calibration parameter out of its range (value)
    NonFiniteResult,     ///< an internal guard: never expected, never NaN out
    InvalidTarget,       ///< a sizing target out of range: tokens/s <= 0, negative floors (value)
};

std::string_view errorName(ErrorCode code) noexcept;

struct ModelError
{
    ErrorCode code = ErrorCode::None;
    double value = 0;
    double limit = 0;
};

/// A value or a ModelError (std::expected is C++23).
template <class T> class Result
{
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(ModelError e) : m_v(e) {}

    bool ok() const noexcept { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const noexcept { return ok(); }
    const T &value() const & { return std::get<T>(m_v); }
    T &value() & { return std::get<T>(m_v); }
    T &&value() && { return std::get<T>(std::move(m_v)); }
    const T *operator->() const { return &std::get<T>(m_v); }
    const T &operator*() const & { return std::get<T>(m_v); }
    ModelError error() const noexcept
    {
        if (auto *e = std::get_if<ModelError>(&m_v))
            return *e;
        return {};
    }

private:
    std::variant<T, ModelError> m_v;
};

} // namespace moeplan
