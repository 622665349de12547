//! What a problem is, as data: problem.toml, the problem set's location, test layouts.

pub mod cases;
pub mod compare_mode;
pub mod embedded;
pub mod icpc;
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
mod testing;
pub mod verdict;
pub mod yaml;
