//! YAML read into a small tree whose every node knows its line, so that a package's
//! `problem.yaml` or `testdata.yaml` is refused naming the line of the bad value, not only the
//! file. Scalars stay text: each reader says what type it expects where.

use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::Marker;

/// A YAML value with the line (1-based) where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub value: Value,
    pub line: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A scalar as written (plain `~`, `null` and empty are [`Value::Null`]).
    Scalar(String),
    Null,
    List(Vec<Node>),
    /// Keys in file order (a key that is not a scalar is kept as its text form `?`).
    Map(Vec<(String, Node)>),
}

impl Node {
    /// The entry `key` of a map (`None` for a missing key or a node that is no map).
    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.value {
            Value::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The scalar's text, if it is one.
    pub fn scalar(&self) -> Option<&str> {
        match &self.value {
            Value::Scalar(text) => Some(text),
            _ => None,
        }
    }

    pub fn is_null(&self) -> bool {
        self.value == Value::Null
    }

    /// A short description of what it is, for "expected ..., found ..." messages.
    pub fn kind(&self) -> String {
        match &self.value {
            Value::Scalar(text) => format!("`{text}`"),
            Value::Null => "nothing".to_string(),
            Value::List(_) => "a list".to_string(),
            Value::Map(_) => "a map".to_string(),
        }
    }
}

/// A YAML document that could not be read: the line and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    pub line: usize,
    pub message: String,
}

/// Parses the first document of `text` (an empty text is [`Value::Null`] at line 1).
pub fn parse(text: &str) -> Result<Node, YamlError> {
    let mut builder = Builder { stack: Vec::new(), done: None, anchors: Vec::new() };
    let mut parser = Parser::new_from_str(text);
    parser
        .load(&mut builder, false)
        .map_err(|e| YamlError { line: e.marker().line().max(1), message: e.info().to_string() })?;
    Ok(builder.done.unwrap_or(Node { value: Value::Null, line: 1 }))
}

/// A container being built, and for a map the key waiting for its value.
enum Open {
    List(usize, usize, Vec<Node>),
    Map(usize, usize, Vec<(String, Node)>, Option<String>),
}

struct Builder {
    stack: Vec<Open>,
    done: Option<Node>,
    /// Anchored nodes, for aliases (`*name`).
    anchors: Vec<(usize, Node)>,
}

impl Builder {
    fn finish(&mut self, node: Node, anchor: usize) {
        if anchor > 0 {
            self.anchors.push((anchor, node.clone()));
        }
        match self.stack.last_mut() {
            None => {
                if self.done.is_none() {
                    self.done = Some(node);
                }
            }
            Some(Open::List(_, _, items)) => items.push(node),
            Some(Open::Map(_, _, entries, key)) => match key.take() {
                None => {
                    *key = Some(match node.value {
                        Value::Scalar(text) => text,
                        Value::Null => String::new(),
                        _ => "?".to_string(),
                    })
                }
                Some(key) => entries.push((key, node)),
            },
        }
    }
}

impl MarkedEventReceiver for Builder {
    fn on_event(&mut self, event: Event, mark: Marker) {
        let line = mark.line().max(1);
        match event {
            Event::Scalar(text, style, anchor, _) => {
                let plain = style == yaml_rust2::scanner::TScalarStyle::Plain;
                let value = if plain && matches!(text.as_str(), "" | "~" | "null" | "Null" | "NULL") {
                    Value::Null
                } else {
                    Value::Scalar(text)
                };
                self.finish(Node { value, line }, anchor);
            }
            Event::SequenceStart(anchor, _) => self.stack.push(Open::List(line, anchor, Vec::new())),
            Event::MappingStart(anchor, _) => self.stack.push(Open::Map(line, anchor, Vec::new(), None)),
            Event::SequenceEnd | Event::MappingEnd => {
                let (node, anchor) = match self.stack.pop() {
                    Some(Open::List(line, anchor, items)) => {
                        (Node { value: Value::List(items), line }, anchor)
                    }
                    Some(Open::Map(line, anchor, entries, _)) => {
                        (Node { value: Value::Map(entries), line }, anchor)
                    }
                    None => return,
                };
                self.finish(node, anchor);
            }
            Event::Alias(id) => {
                let node = self
                    .anchors
                    .iter()
                    .rev()
                    .find(|(anchor, _)| *anchor == id)
                    .map_or(Node { value: Value::Null, line }, |(_, node)| node.clone());
                self.finish(node, 0);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_know_their_lines() {
        let text = "name: x\nlimits:\n  time_limit: 2.5\n  memory: 512\nvalidator_flags: float_tolerance 1e-6\nlist: [a, b]\nempty:\n";
        let root = parse(text).unwrap();
        assert_eq!(root.get("name").unwrap().scalar(), Some("x"));
        let limits = root.get("limits").unwrap();
        assert_eq!(limits.get("time_limit").unwrap().scalar(), Some("2.5"));
        assert_eq!(limits.get("memory").unwrap().line, 4);
        assert_eq!(root.get("validator_flags").unwrap().line, 5);
        assert!(matches!(&root.get("list").unwrap().value, Value::List(items) if items.len() == 2));
        assert!(root.get("empty").unwrap().is_null());
        assert!(root.get("missing").is_none());
        assert!(parse("").unwrap().is_null());
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let error = parse("a: 1\nb: [1, 2\nc: 3\n").unwrap_err();
        assert!(error.line >= 2, "{error:?}");
        let error = parse("a: 1\n  b: 2\n").unwrap_err();
        assert_eq!(error.line, 2, "{error:?}");
    }
}
