//! What a problem is, as data: problem.toml, the problem set's location, test layouts.

pub mod cases;
pub mod embedded;
pub mod problem;
