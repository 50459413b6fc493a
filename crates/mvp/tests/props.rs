//! Round-trip properties of the attribute header and the register layout.

use gpubin_glsl::types::{ScalarKind, StructDef, StructMember, Type};
use gpubin_mvp::attr_header::{AttrEntry, AttrFormat, AttributeHeader};
use gpubin_mvp::layout::{pack, registers, unpack};
use gpubin_mvp::verify::{random_value, Rng};
use proptest::prelude::*;

proptest! {
    #[test]
    fn header_bytes_round_trip(bytes in proptest::collection::vec(any::<u8>(), 72)) {
        let h = AttributeHeader::decode(&bytes).unwrap();
        prop_assert_eq!(h.encode(), bytes);
    }

    #[test]
    fn header_model_round_trip(count in 0u32..=8, start in any::<u32>(), raw in proptest::collection::vec((any::<u16>(), any::<u16>(), any::<u32>()), 8)) {
        let mut h = AttributeHeader { count, draw_start: start, ..Default::default() };
        for (e, (stride, fmt, base)) in h.entries.iter_mut().zip(&raw) {
            *e = AttrEntry::new(*stride, AttrFormat::from_raw(*fmt), *base);
            prop_assert_eq!(e.stride(), u32::from(*stride));
            prop_assert_eq!(e.format().raw(), *fmt);
        }
        prop_assert!(h.validate().is_ok());
        prop_assert_eq!(AttributeHeader::decode(&h.encode()).unwrap(), h);
    }

    #[test]
    fn header_rejects_other_sizes(len in 0usize..200) {
        prop_assume!(len != 72);
        prop_assert!(AttributeHeader::decode(&vec![0; len]).is_err());
    }

    #[test]
    fn layout_pack_unpack_round_trip(seed in any::<u64>(), shape in 0usize..8) {
        let structs = vec![StructDef {
            name: "S".into(),
            members: vec![
                StructMember { name: "a".into(), ty: Type::Vector(ScalarKind::Float, 3), precision: None },
                StructMember { name: "m".into(), ty: Type::Matrix { cols: 2, rows: 3 }, precision: None },
                StructMember { name: "i".into(), ty: Type::Array(Box::new(Type::Scalar(ScalarKind::Int)), 3), precision: None },
                StructMember { name: "b".into(), ty: Type::Vector(ScalarKind::Bool, 2), precision: None },
            ],
        }];
        let ty = match shape {
            0 => Type::Scalar(ScalarKind::Float),
            1 => Type::Vector(ScalarKind::Uint, 4),
            2 => Type::Matrix { cols: 4, rows: 4 },
            3 => Type::Matrix { cols: 3, rows: 2 },
            4 => Type::Array(Box::new(Type::Vector(ScalarKind::Float, 2)), 5),
            5 => Type::Struct(0),
            6 => Type::Array(Box::new(Type::Struct(0)), 2),
            _ => Type::Vector(ScalarKind::Bool, 3),
        };
        let mut rng = Rng::new(seed);
        let v = random_value(&ty, &structs, &mut rng, 0);
        let size = (registers(&ty, &structs) * 16) as usize;
        let mut buf = vec![0u8; size + 16];
        pack(&v, &ty, &structs, &mut buf, 16).unwrap();
        prop_assert!(buf[..16].iter().all(|b| *b == 0), "packed before its offset");
        prop_assert_eq!(unpack(&ty, &structs, &buf, 16).unwrap(), v);
        // Packing past the end is an error, not a panic.
        prop_assert!(pack(&random_value(&ty, &structs, &mut rng, 0), &ty, &structs, &mut buf, size + 14).is_err());
    }
}

#[test]
fn registers_follow_the_documented_rule() {
    let s: Vec<StructDef> = Vec::new();
    assert_eq!(registers(&Type::Scalar(ScalarKind::Float), &s), 1);
    assert_eq!(registers(&Type::Matrix { cols: 3, rows: 4 }, &s), 3);
    assert_eq!(
        registers(
            &Type::Array(Box::new(Type::Matrix { cols: 2, rows: 2 }), 4),
            &s
        ),
        8
    );
}
