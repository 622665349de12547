//! What a problem is, as data. [`problem`] reads our `problem.toml` into a
//! [`problem::Problem`]; [`set`] finds problem sets and says what a TARGET argument names;
//! [`layout`] tells a test folder's layout apart and hands it to that layout's reader ([`oj`],
//! [`siblings`] for Library Checker, AtCoder and HackerRank, [`kattis`], [`polygon`]), each
//! producing the same [`problem::TestCase`] list. Foreign packages are read whole by [`icpc`]
//! (problem.yaml through [`yaml`]), [`polygon_package`] (problem.xml) and [`library_checker`]
//! (info.toml). [`verdict`] and [`compare_mode`] are the
//! vocabulary packages are written in. Reading a package runs nothing; the judge makes the
//! generated tests a package describes. Nothing here uses the judge, the toolchain or the
//! sandbox (ARCHITECTURE.md).

pub mod cases;
pub mod compare_mode;
pub mod embedded;
pub mod icpc;
pub mod icpc_expectations;
pub mod kattis;
pub mod layout;
pub mod library_checker;
pub mod listing;
pub mod oj;
pub mod polygon;
pub mod polygon_package;
pub mod problem;
pub mod set;
pub mod siblings;
#[cfg(test)]
pub mod testing;
pub mod verdict;
pub mod yaml;
