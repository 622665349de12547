//! Source -> runnable, per language: Rust bundled through `bundle` and compiled like AtCoder
//! (`compile.rs`); C, C++, Python 3, Java, Kotlin, JavaScript by extension (`languages.rs`).

pub mod compile;
pub mod languages;
