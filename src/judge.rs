//! Judging: a solution run on a package's tests through the sandbox, its output compared or
//! checked, interactive problems played, verdicts named and reported.
//!
//! The pieces are public so that `test`, `stress` and `verify` judge through the same code:
//! [`config::config_for`] turns problem.toml and flags into a [`run::JudgeConfig`],
//! [`run::judge_output`] / [`run::judge_case`] turn a run into a [`verdict::CaseResult`],
//! [`run::judge_all`] does a test list in parallel.

pub mod checker;
pub mod classify;
pub mod compare;
pub mod config;
pub mod generated;
pub mod icpc;
pub mod icpc_grade;
pub mod interact;
pub mod library_checker;
pub mod multi_pass;
pub mod polygon;
pub mod polygon_score;
pub mod report;
pub mod run;
pub mod scanf;
pub mod select;
pub mod sha256;
pub mod std_checkers;
pub mod text;
pub mod verdict;

pub use config::{collect_tests, config_for, problem_config, JudgeOptions};
