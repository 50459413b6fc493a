pub mod layout_case;
