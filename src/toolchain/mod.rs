//! Source -> runnable, per language: Rust bundled through `bundle` and compiled like AtCoder.

pub mod compile;
