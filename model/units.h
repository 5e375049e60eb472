#pragma once
// Strong types for the physical quantities of the cost model.
//
// Every quantity is stored in SI base units (bytes, bytes/s, FLOP, FLOP/s, seconds). The
// constructors from human units (gigabytes(), terabytesPerSecond(), ...) are the only place a
// scale factor appears. Bytes over bytes/s and FLOP over FLOP/s yield a Seconds whose value is
// already right (507 GB / 64 TB/s is 7.92 ms, never 7920 ms: the seed analysis's units bug); a
// ratio of two quantities of one kind is a plain double.

#include <compare>

namespace moeplan::units {

template <class Tag> struct Quantity
{
    double value = 0.0;

    constexpr Quantity() = default;
    constexpr explicit Quantity(double v) noexcept : value(v) {}

    constexpr Quantity operator+(Quantity o) const noexcept { return Quantity(value + o.value); }
    constexpr Quantity operator-(Quantity o) const noexcept { return Quantity(value - o.value); }
    constexpr Quantity operator*(double s) const noexcept { return Quantity(value * s); }
    constexpr Quantity operator/(double s) const noexcept { return Quantity(value / s); }
    constexpr Quantity &operator+=(Quantity o) noexcept
    {
        value += o.value;
        return *this;
    }
    constexpr double operator/(Quantity o) const noexcept { return value / o.value; }
    constexpr auto operator<=>(const Quantity &) const = default;
};

template <class Tag> constexpr Quantity<Tag> operator*(double s, Quantity<Tag> q) noexcept
{
    return q * s;
}

struct BytesTag;
struct BytesPerSecondTag;
struct FlopTag;
struct FlopPerSecondTag;
struct SecondsTag;

using Bytes = Quantity<BytesTag>;
using BytesPerSecond = Quantity<BytesPerSecondTag>;
using Flop = Quantity<FlopTag>;
using FlopPerSecond = Quantity<FlopPerSecondTag>;

/// A duration. `ms()` and `us()` are the only ways to read it in other units.
struct Seconds : Quantity<SecondsTag>
{
    using Quantity::Quantity;
    constexpr Seconds(Quantity<SecondsTag> q) noexcept : Quantity(q.value) {}
    constexpr double s() const noexcept { return value; }
    constexpr double ms() const noexcept { return value * 1e3; }
    constexpr double us() const noexcept { return value * 1e6; }
};

/// time = bytes / bandwidth
constexpr Seconds operator/(Bytes b, BytesPerSecond r) noexcept
{
    return Seconds(b.value / r.value);
}
/// time = work / rate
constexpr Seconds operator/(Flop f, FlopPerSecond r) noexcept
{
    return Seconds(f.value / r.value);
}

constexpr Bytes bytes(double b) noexcept
{
    return Bytes(b);
}
constexpr Bytes gigabytes(double gb) noexcept
{
    return Bytes(gb * 1e9);
}
constexpr BytesPerSecond gigabytesPerSecond(double gbs) noexcept
{
    return BytesPerSecond(gbs * 1e9);
}
constexpr BytesPerSecond terabytesPerSecond(double tbs) noexcept
{
    return BytesPerSecond(tbs * 1e12);
}
/// Network links are quoted in bits: 400 Gb/s is 50 GB/s.
constexpr BytesPerSecond gigabitsPerSecond(double gbps) noexcept
{
    return BytesPerSecond(gbps * 1e9 / 8.0);
}
constexpr FlopPerSecond teraflops(double tflops) noexcept
{
    return FlopPerSecond(tflops * 1e12);
}
constexpr Seconds milliseconds(double ms) noexcept
{
    return Seconds(ms * 1e-3);
}
constexpr Seconds microseconds(double us) noexcept
{
    return Seconds(us * 1e-6);
}

constexpr double toGigabytes(Bytes b) noexcept
{
    return b.value / 1e9;
}

} // namespace moeplan::units
