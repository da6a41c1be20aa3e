//! Pinned views (`FilterRef::pin`) and back-end switches answer exactly as the filter does, in
//! both layouts, on every back end this CPU has; a back end it lacks gives no pinned view.

use linebloom::isa::{self, Isa};
use linebloom::{Backend, Filter, FilterRef, Layout};

fn filled(layout: Layout, backend: Backend) -> Filter {
    let mut f = Filter::builder()
        .expected_items(20_000)
        .bits_per_key(10.0)
        .layout(layout)
        .backend(backend)
        .build()
        .unwrap();
    let keys: Vec<u64> = (0..20_000u64).map(|i| i * 7).collect();
    f.insert_batch(&keys);
    f
}

/// Every answer of the view pinned to `I` against the view's own, for present and absent keys.
fn same_answers<I: Isa>(view: FilterRef<'_>) {
    let Some(p) = view.pin::<I>() else {
        assert!(
            !I::BACKEND.is_available(),
            "{} is available but pin gave no view",
            I::BACKEND
        );
        return;
    };
    assert_eq!(p.backend(), I::BACKEND);
    let mut hits = 0;
    for key in 0..140_000u64 {
        let want = view.contains(&key);
        assert_eq!(
            p.contains(&key),
            want,
            "{} {} key {key}",
            I::BACKEND,
            view.layout()
        );
        assert_eq!(p.contains_hash(view.hash(&key)), want);
        hits += usize::from(want);
    }
    // Every inserted key (20,000 multiples of 7) answers yes.
    assert!(hits >= 20_000);
}

#[test]
fn pinned_views_answer_as_the_filter_in_both_layouts() {
    for layout in [Layout::Blocked, Layout::SplitBlock] {
        for backend in Backend::available() {
            let f = filled(layout, backend);
            let v = f.view();
            same_answers::<isa::Scalar>(v);
            same_answers::<isa::Avx2>(v);
            same_answers::<isa::Avx512>(v);
            same_answers::<isa::Neon>(v);
        }
    }
}

#[test]
fn switching_back_ends_keeps_the_layout_of_single_key_calls() {
    for layout in [Layout::Blocked, Layout::SplitBlock] {
        let reference = filled(layout, Backend::Scalar);
        for backend in Backend::available() {
            let mut f = filled(layout, Backend::Scalar);
            f.set_backend(backend).unwrap();
            let image = linebloom::AlignedBytes::copy_from(&f.to_image());
            let view = FilterRef::from_image(&image)
                .unwrap()
                .with_backend(backend)
                .unwrap();
            for key in 0..60_000u64 {
                let want = reference.contains(&key);
                assert_eq!(f.contains(&key), want, "{backend} {layout} key {key}");
                assert_eq!(
                    view.contains(&key),
                    want,
                    "{backend} {layout} image key {key}"
                );
            }
            // Inserts after the switch set the layout's bits, as the reference does.
            let mut g = reference.clone();
            for key in 100_000..100_500u64 {
                assert_eq!(
                    f.insert(&key),
                    g.insert(&key),
                    "{backend} {layout} insert {key}"
                );
            }
            assert_eq!(f.to_image(), g.to_image(), "{backend} {layout}");
        }
    }
}
