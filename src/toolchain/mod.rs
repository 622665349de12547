//! Source -> runnable, per language: a Rust file is bundled through `bundle` when it uses
//! nimkit and compiled like AtCoder's judge (the AtCoder crate flags that `bundle --check`
//! uses live here too) (`compile.rs`); C, C++, Python 2 and 3, Java, Kotlin, JavaScript and
//! program folders (`build`/`run`) by extension (`languages.rs`); an executable or a command
//! line runs as it is. Uses the bundler, the sandbox's `Program` and the cache; never the judge
//! or the package readers (ARCHITECTURE.md).

pub mod compile;
pub mod languages;
