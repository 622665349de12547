//! nimkit — impartial-game snippets for competitive programming.
//!
//! Every module is one self-contained file using `std` only; a module reaches a sibling
//! only as `super::sibling::Item`, so the same file works here and inside a bundle's
//! `mod nimkit { ... }`. See README.md for an overview of each module.
#![forbid(unsafe_code)]

pub mod grundy;
pub mod hackenbush;
pub mod io;
pub mod loopy;
pub mod misere;
pub mod moore;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod oracle;
pub mod staircase;
pub mod subtraction;
pub mod sum_rules;
pub mod wythoff;
pub mod xor_basis;

// README.md's examples run as doctests, so the documentation cannot drift from the code.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;
