000000000007bd28 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x620
str	xzr, [sp]
mov	x26, x4
mov	x21, x2
ldr	x8, [x1, #8]
stp	x5, x6, [sp, #184]
str	x3, [sp, #8]
lsr	x9, x8, #58
str	x1, [sp, #160]
cbnz	x9, 7c9f8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcd0>
lsl	x9, x8, #6
str	x9, [sp, #152]
ldr	x9, [sp, #8]
cmp	x9, x8
tbz	w0, #0, 7ca0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xce4>
str	x9, [sp, #200]
b.ne	7d630 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1908>  // b.any
add	x0, sp, #0xd0
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x19, sp, #0xd0
bl	95a0 <memset@plt>
add	x0, sp, #0x350
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	95a0 <memset@plt>
ldr	x6, [x26, #8]
mov	w8, #0x20                  	// #32
cmp	x6, #0x20
csel	x2, x6, x8, cc	// cc = lo, ul, last
cbz	x6, 7d5d0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18a8>
ldr	x23, [x26]
cmp	x6, #0x8
and	x20, x2, #0x38
and	x22, x2, #0x7
b.cc	7bec8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a0>  // b.lo, b.ul, b.last
ldr	x27, [x26, #16]
sub	x0, x29, #0x50
mov	x1, x23
mov	x24, x2
mov	x25, x6
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x25
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
cmp	x20, #0x8
stp	q0, q1, [sp, #208]
ldr	q0, [x8, #1328]
stp	q2, q0, [sp, #240]
b.eq	7bec8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a0>  // b.none
sub	x0, x29, #0x50
add	x1, x23, #0x40
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x25
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
cmp	x20, #0x10
stp	q0, q1, [sp, #272]
ldr	q0, [x8, #1328]
stp	q2, q0, [sp, #304]
b.eq	7bec8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a0>  // b.none
sub	x0, x29, #0x50
add	x1, x23, #0x80
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x25
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
cmp	x20, #0x18
stp	q0, q1, [x8, #128]
ldr	q0, [x8, #1328]
stp	q2, q0, [x8, #160]
b.eq	7bec8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a0>  // b.none
sub	x0, x29, #0x50
add	x1, x23, #0xc0
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x25
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
stp	q0, q1, [x8, #192]
ldr	q0, [x8, #1328]
stp	q2, q0, [x8, #224]
lsl	x8, x2, #3
mov	x27, #0xdf25                	// #57125
movk	x27, #0x1e98, lsl #16
and	x12, x8, #0x1c0
movk	x27, #0x1c65, lsl #32
sub	x9, x2, x12, lsr #3
movk	x27, #0x9fb2, lsl #48
cmp	x22, x9
csel	x10, x22, x9, cc	// cc = lo, ul, last
cbz	x10, 7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>
add	x9, x23, x20, lsl #3
ldr	x11, [x26, #16]
cmp	x10, #0x1
ldr	x13, [x9]
eor	x13, x11, x13, ror #32
ror	x14, x13, #40
eor	x14, x14, x13, ror #15
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
add	x14, sp, #0xd0
mul	x13, x13, x27
add	x12, x14, x12
eor	x13, x13, x13, lsr #28
str	x13, [x12]
b.eq	7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>  // b.none
ldr	x13, [x9, #8]
cmp	x10, #0x2
eor	x13, x11, x13, ror #32
ror	x14, x13, #40
eor	x14, x14, x13, ror #15
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #8]
b.eq	7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>  // b.none
ldr	x13, [x9, #16]
cmp	x10, #0x3
eor	x13, x11, x13, ror #32
ror	x14, x13, #40
eor	x14, x14, x13, ror #15
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #16]
b.eq	7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>  // b.none
ldr	x13, [x9, #24]
cmp	x10, #0x4
eor	x13, x11, x13, ror #32
ror	x14, x13, #40
eor	x14, x14, x13, ror #15
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #24]
b.eq	7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>  // b.none
ldr	x13, [x9, #32]
cmp	x10, #0x5
eor	x13, x11, x13, ror #32
ror	x14, x13, #40
eor	x14, x14, x13, ror #15
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #32]
b.eq	7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>  // b.none
ldr	x13, [x9, #40]
cmp	x10, #0x6
eor	x13, x11, x13, ror #32
ror	x14, x13, #40
eor	x14, x14, x13, ror #15
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #40]
b.eq	7c080 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x358>  // b.none
ldr	x9, [x9, #48]
eor	x9, x11, x9, ror #32
ror	x10, x9, #40
eor	x10, x10, x9, ror #15
eor	x9, x10, x9
mul	x9, x9, x27
lsr	x10, x9, #35
add	x10, x10, #0x8
eor	x9, x10, x9
mul	x9, x9, x27
eor	x9, x9, x9, lsr #28
str	x9, [x12, #48]
add	x9, x2, #0x7
and	x1, x9, #0x78
cmp	x1, #0x21
b.cs	7d5f0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c8>  // b.hs, b.nlast
lsr	x9, x9, #3
ldr	x18, [sp, #8]
cbz	x9, 7c230 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x508>
ldp	x10, x11, [sp, #208]
cmp	x9, #0x1
ldp	x12, x13, [sp, #224]
ldp	x14, x15, [sp, #240]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #256]
umulh	x11, x11, x18
umulh	x12, x12, x18
umulh	x13, x13, x18
stp	x10, x11, [sp, #464]
umulh	x14, x14, x18
umulh	x15, x15, x18
stp	x12, x13, [sp, #480]
umulh	x16, x16, x18
umulh	x10, x17, x18
stp	x14, x15, [sp, #496]
str	x16, [sp, #512]
str	x10, [sp, #520]
b.eq	7c1e8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c0>  // b.none
ldp	x10, x11, [sp, #272]
cmp	x9, #0x2
ldp	x12, x13, [sp, #288]
ldp	x14, x15, [sp, #304]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #320]
umulh	x11, x11, x18
umulh	x12, x12, x18
str	x10, [sp, #528]
umulh	x13, x13, x18
str	x11, [sp, #536]
umulh	x14, x14, x18
str	x12, [sp, #544]
umulh	x15, x15, x18
str	x13, [sp, #552]
umulh	x16, x16, x18
str	x14, [sp, #560]
umulh	x10, x17, x18
str	x15, [sp, #568]
str	x16, [sp, #576]
str	x10, [sp, #584]
b.eq	7c1e8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c0>  // b.none
ldp	x10, x11, [sp, #336]
cmp	x9, #0x3
ldp	x12, x13, [sp, #352]
ldp	x14, x15, [sp, #368]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #384]
umulh	x11, x11, x18
umulh	x12, x12, x18
str	x10, [sp, #592]
umulh	x13, x13, x18
str	x11, [sp, #600]
umulh	x14, x14, x18
str	x12, [sp, #608]
umulh	x15, x15, x18
str	x13, [sp, #616]
umulh	x16, x16, x18
str	x14, [sp, #624]
umulh	x10, x17, x18
str	x15, [sp, #632]
str	x16, [sp, #640]
str	x10, [sp, #648]
b.eq	7c1e8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c0>  // b.none
ldp	x10, x11, [sp, #400]
ldp	x12, x13, [sp, #416]
ldp	x14, x15, [sp, #432]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #448]
umulh	x11, x11, x18
umulh	x12, x12, x18
str	x10, [sp, #656]
umulh	x13, x13, x18
str	x11, [sp, #664]
umulh	x14, x14, x18
str	x12, [sp, #672]
umulh	x15, x15, x18
str	x13, [sp, #680]
umulh	x16, x16, x18
str	x14, [sp, #688]
umulh	x10, x17, x18
str	x15, [sp, #696]
str	x16, [sp, #704]
str	x10, [sp, #712]
mov	w10, #0x79b1                	// #31153
add	x11, sp, #0xd0
movk	w10, #0x9e37, lsl #16
dup	v0.4s, w10
add	x10, x11, #0x210
add	x11, x11, #0x20
ldp	q2, q1, [x11, #-32]
subs	x9, x9, #0x1
ldp	q4, q3, [x11], #64
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x10, #-16]
add	x10, x10, #0x20
b.ne	7c200 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4d8>  // b.any
ldr	x9, [sp, #152]
str	x23, [sp]
cmp	x9, #0x40, lsl #12
b.ls	7c258 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x530>  // b.plast
add	x9, x19, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x21, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7c244 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x51c>  // b.any
ldr	x8, [sp, #160]
adrp	x9, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
movi	v18.4s, #0x1
ldr	q17, [x9, #2464]
adrp	x9, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x10, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	x25, [x8]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	q20, [x9, #2496]
ldr	q16, [x8, #2448]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
mov	w9, #0x79b1                	// #31153
ldr	q19, [x8, #2480]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
movk	w9, #0x9e37, lsl #16
ldr	q21, [x8, #2512]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
dup	v22.4s, w9
adrp	x9, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	x28, [x26, #16]
ldr	q23, [x8, #2528]
ldr	q24, [x10, #2544]
ldr	q25, [x9, #2560]
mov	x0, xzr
add	x24, sp, #0x350
add	x8, sp, #0xd0
sub	x20, x29, #0x50
str	q16, [sp, #160]
stp	q25, q24, [sp, #16]
stp	q23, q22, [sp, #48]
stp	q21, q20, [sp, #80]
stp	q19, q17, [sp, #112]
add	x22, x2, x0
mov	w10, #0x20                  	// #32
mov	x19, x8
subs	x9, x6, x22
cmp	x9, #0x20
csel	x26, x9, x10, cc	// cc = lo, ul, last
subs	x10, x6, x22
b.eq	7c7cc <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xaa4>  // b.none
adds	x1, x26, x22
b.cs	7c9e4 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcbc>  // b.hs, b.nlast
cmp	x1, x6
b.hi	7c9e4 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xcbc>  // b.pmore
ldr	x8, [sp]
cmp	x10, #0x8
add	x9, x8, x22, lsl #3
lsl	x8, x26, #3
b.cc	7c4a0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x778>  // b.lo, b.ul, b.last
mov	x10, xzr
and	x11, x8, #0xffffffffffffffc0
cmp	x10, #0x100
b.eq	7c4a0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x778>  // b.none
add	x13, x9, x10
ldp	x14, x12, [x13, #48]
ldp	x17, x16, [x13, #32]
eor	x12, x28, x12, ror #32
eor	x14, x28, x14, ror #32
eor	x16, x28, x16, ror #32
eor	x17, x28, x17, ror #32
ror	x15, x12, #40
ror	x18, x14, #40
ror	x3, x16, #40
ror	x4, x17, #40
eor	x15, x15, x12, ror #15
eor	x18, x18, x14, ror #15
eor	x3, x3, x16, ror #15
eor	x4, x4, x17, ror #15
eor	x12, x15, x12
ldp	x15, x1, [x13, #16]
eor	x16, x3, x16
ldp	x3, x5, [x13]
eor	x14, x18, x14
mul	x13, x16, x27
eor	x16, x4, x17
eor	x1, x28, x1, ror #32
eor	x15, x28, x15, ror #32
eor	x3, x28, x3, ror #32
mul	x14, x14, x27
ror	x18, x1, #40
ror	x17, x15, #40
ror	x4, x3, #40
mul	x16, x16, x27
eor	x18, x18, x1, ror #15
eor	x17, x17, x15, ror #15
eor	x4, x4, x3, ror #15
mul	x12, x12, x27
eor	x18, x18, x1
eor	x1, x28, x5, ror #32
eor	x15, x17, x15
eor	x3, x4, x3
mul	x15, x15, x27
lsr	x4, x14, #35
ror	x17, x1, #40
mul	x3, x3, x27
add	x4, x4, #0x8
eor	x17, x17, x1, ror #15
eor	x14, x4, x14
mul	x18, x18, x27
eor	x17, x17, x1
lsr	x1, x16, #35
lsr	x4, x15, #35
mul	x17, x17, x27
add	x1, x1, #0x8
add	x4, x4, #0x8
eor	x16, x1, x16
lsr	x1, x3, #35
eor	x15, x4, x15
mul	x14, x14, x27
add	x1, x1, #0x8
lsr	x4, x17, #35
eor	x1, x1, x3
lsr	x3, x18, #35
mul	x16, x16, x27
add	x4, x4, #0x8
add	x3, x3, #0x8
eor	x17, x4, x17
lsr	x4, x13, #35
eor	x18, x3, x18
lsr	x3, x12, #35
mul	x15, x15, x27
eor	x14, x14, x14, lsr #28
add	x4, x4, #0x8
add	x3, x3, #0x8
eor	x13, x4, x13
mul	x1, x1, x27
eor	x12, x3, x12
add	x4, x24, x10
eor	x16, x16, x16, lsr #28
mul	x17, x17, x27
add	x10, x10, #0x40
eor	x15, x15, x15, lsr #28
cmp	x11, x10
mul	x18, x18, x27
eor	x1, x1, x1, lsr #28
mul	x13, x13, x27
eor	x17, x17, x17, lsr #28
mul	x12, x12, x27
eor	x18, x18, x18, lsr #28
stp	x1, x17, [x4]
eor	x13, x13, x13, lsr #28
stp	x15, x18, [x4, #16]
eor	x12, x12, x12, lsr #28
stp	x16, x13, [x4, #32]
stp	x14, x12, [x4, #48]
b.ne	7c324 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5fc>  // b.any
and	x10, x26, #0x7
cbz	x10, 7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>
and	x11, x26, #0x38
cmp	x10, #0x1
add	x9, x9, x11, lsl #3
ldr	x11, [x9]
eor	x11, x28, x11, ror #32
ror	x12, x11, #40
eor	x12, x12, x11, ror #15
eor	x11, x12, x11
mul	x11, x11, x27
lsr	x12, x11, #35
add	x12, x12, #0x8
eor	x11, x12, x11
and	x12, x8, #0x1c0
mul	x11, x11, x27
eor	x13, x11, x11, lsr #28
add	x11, x24, x12
str	x13, [x11]
b.eq	7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>  // b.none
ldr	x12, [x9, #8]
cmp	x10, #0x2
eor	x12, x28, x12, ror #32
ror	x13, x12, #40
eor	x13, x13, x12, ror #15
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #8]
b.eq	7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>  // b.none
ldr	x12, [x9, #16]
cmp	x10, #0x3
eor	x12, x28, x12, ror #32
ror	x13, x12, #40
eor	x13, x13, x12, ror #15
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #16]
b.eq	7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>  // b.none
ldr	x12, [x9, #24]
cmp	x10, #0x4
eor	x12, x28, x12, ror #32
ror	x13, x12, #40
eor	x13, x13, x12, ror #15
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #24]
b.eq	7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>  // b.none
ldr	x12, [x9, #32]
cmp	x10, #0x5
eor	x12, x28, x12, ror #32
ror	x13, x12, #40
eor	x13, x13, x12, ror #15
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #32]
b.eq	7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>  // b.none
ldr	x12, [x9, #40]
cmp	x10, #0x6
eor	x12, x28, x12, ror #32
ror	x13, x12, #40
eor	x13, x13, x12, ror #15
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #40]
b.eq	7c638 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>  // b.none
ldr	x9, [x9, #48]
eor	x9, x28, x9, ror #32
ror	x10, x9, #40
eor	x10, x10, x9, ror #15
eor	x9, x10, x9
mul	x9, x9, x27
lsr	x10, x9, #35
add	x10, x10, #0x8
eor	x9, x10, x9
mul	x9, x9, x27
eor	x9, x9, x9, lsr #28
str	x9, [x11, #48]
add	x9, x26, #0x7
and	x1, x9, #0x78
cmp	x1, #0x21
b.cs	7d5f0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c8>  // b.hs, b.nlast
lsr	x9, x9, #3
cbz	x9, 7c7a8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa80>
ldp	x10, x11, [x24]
cmp	x9, #0x1
ldr	x18, [sp, #8]
ldp	x12, x13, [x24, #16]
ldp	x14, x15, [x24, #32]
umulh	x10, x10, x18
ldp	x16, x17, [x24, #48]
umulh	x11, x11, x18
umulh	x12, x12, x18
umulh	x13, x13, x18
stp	x10, x11, [x24, #256]
umulh	x14, x14, x18
umulh	x15, x15, x18
stp	x12, x13, [x24, #272]
umulh	x16, x16, x18
umulh	x10, x17, x18
stp	x14, x15, [x24, #288]
stp	x16, x10, [x24, #304]
b.eq	7c76c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa44>  // b.none
ldp	x10, x11, [x24, #64]
cmp	x9, #0x2
ldp	x12, x13, [x24, #80]
ldp	x14, x15, [x24, #96]
umulh	x10, x10, x18
ldp	x16, x17, [x24, #112]
umulh	x11, x11, x18
umulh	x12, x12, x18
umulh	x13, x13, x18
stp	x10, x11, [x24, #320]
umulh	x14, x14, x18
umulh	x15, x15, x18
stp	x12, x13, [x24, #336]
umulh	x16, x16, x18
umulh	x10, x17, x18
stp	x14, x15, [x24, #352]
stp	x16, x10, [x24, #368]
b.eq	7c76c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa44>  // b.none
ldp	x10, x11, [x24, #128]
cmp	x9, #0x3
ldp	x12, x13, [x24, #144]
ldp	x14, x15, [x24, #160]
umulh	x10, x10, x18
ldp	x16, x17, [x24, #176]
umulh	x11, x11, x18
umulh	x12, x12, x18
umulh	x13, x13, x18
stp	x10, x11, [x24, #384]
umulh	x14, x14, x18
umulh	x15, x15, x18
stp	x12, x13, [x24, #400]
umulh	x16, x16, x18
umulh	x10, x17, x18
stp	x14, x15, [x24, #416]
stp	x16, x10, [x24, #432]
b.eq	7c76c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa44>  // b.none
ldp	x10, x11, [x24, #192]
ldp	x12, x13, [x24, #208]
ldp	x14, x15, [x24, #224]
umulh	x10, x10, x18
ldp	x16, x17, [x24, #240]
umulh	x11, x11, x18
umulh	x12, x12, x18
umulh	x13, x13, x18
stp	x10, x11, [x24, #448]
umulh	x14, x14, x18
umulh	x15, x15, x18
stp	x12, x13, [x24, #464]
umulh	x16, x16, x18
umulh	x10, x17, x18
stp	x14, x15, [x24, #480]
stp	x16, x10, [x24, #496]
add	x10, x24, #0x20
add	x11, x24, #0x210
neg	x9, x9
ldp	q1, q0, [x10, #-32]
adds	x9, x9, #0x1
ldp	q3, q2, [x10], #64
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
mul	v0.4s, v0.4s, v22.4s
mul	v1.4s, v1.4s, v22.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x11, #-16]
add	x11, x11, #0x20
b.cc	7c778 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa50>  // b.lo, b.ul, b.last
ldr	x9, [sp, #152]
cmp	x9, #0x40, lsl #12
b.ls	7c7cc <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xaa4>  // b.plast
add	x9, x24, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x21, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7c7b8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa90>  // b.any
movi	v0.2d, #0x0
add	x8, sp, #0xd0
cmp	x2, #0x20
str	q0, [x8, #1296]
str	q0, [x8, #1280]
b.ne	7c8ac <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb84>  // b.any
mov	x9, xzr
mov	x8, x9
add	x9, x19, x9, lsl #2
add	x10, x19, x8, lsl #3
ldr	w9, [x9, #512]
ldr	x11, [x10]
and	x9, x9, #0x3ff
ldrh	w9, [x25, x9, lsl #1]
dup	v0.4s, w11
dup	v1.4s, w9
ldr	x9, [x10, #256]
mul	v2.4s, v0.4s, v16.4s
mul	v3.4s, v0.4s, v19.4s
mul	v4.4s, v0.4s, v21.4s
mul	v0.4s, v0.4s, v24.4s
add	x9, x21, x9, lsl #6
ushl	v5.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v20.4s
ushl	v7.4s, v1.4s, v23.4s
ushl	v1.4s, v1.4s, v25.4s
ushr	v2.4s, v2.4s, #27
ushr	v3.4s, v3.4s, #27
ushr	v4.4s, v4.4s, #27
and	v5.16b, v5.16b, v18.16b
and	v6.16b, v6.16b, v18.16b
bic	v7.4s, #0xfe
ushr	v0.4s, v0.4s, #27
bic	v1.4s, #0xe
ushl	v2.4s, v5.4s, v2.4s
ushl	v3.4s, v6.4s, v3.4s
ushl	v4.4s, v7.4s, v4.4s
ushl	v0.4s, v1.4s, v0.4s
ldp	q1, q5, [x9]
ldp	q6, q7, [x9, #32]
add	x9, x8, #0x1
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w10, s0
cmp	w10, #0x0
cset	w10, eq	// eq = none
cmp	x9, #0x20
strb	w10, [x20, x8]
b.ne	7c7e8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xac0>  // b.any
b	7c970 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc48>
cbz	x2, 7c970 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc48>
add	x8, x19, #0x100
add	x9, x19, #0x200
sub	x10, x29, #0x50
mov	x11, x2
ldr	w12, [x9], #4
sub	x13, x8, #0x100
ld1r	{v0.4s}, [x13]
and	x12, x12, #0x3ff
ldrh	w12, [x25, x12, lsl #1]
mul	v2.4s, v0.4s, v16.4s
mul	v3.4s, v0.4s, v19.4s
mul	v4.4s, v0.4s, v21.4s
dup	v1.4s, w12
mul	v0.4s, v0.4s, v24.4s
ldr	x12, [x8], #8
ushl	v5.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v20.4s
ushl	v7.4s, v1.4s, v23.4s
ushl	v1.4s, v1.4s, v25.4s
ushr	v2.4s, v2.4s, #27
ushr	v3.4s, v3.4s, #27
ushr	v4.4s, v4.4s, #27
ushr	v0.4s, v0.4s, #27
add	x12, x21, x12, lsl #6
and	v5.16b, v5.16b, v18.16b
and	v6.16b, v6.16b, v18.16b
bic	v7.4s, #0xfe
bic	v1.4s, #0xe
ushl	v2.4s, v5.4s, v2.4s
ushl	v3.4s, v6.4s, v3.4s
ushl	v4.4s, v7.4s, v4.4s
ushl	v0.4s, v1.4s, v0.4s
ldp	q1, q5, [x12]
ldp	q6, q7, [x12, #32]
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w12, s0
cmp	w12, #0x0
cset	w12, eq	// eq = none
subs	x11, x11, #0x1
strb	w12, [x10], #1
b.ne	7c8c0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb98>  // b.any
cmp	x22, x0
b.cc	7c9d0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xca8>  // b.lo, b.ul, b.last
ldr	x8, [sp, #192]
cmp	x22, x8
b.hi	7c9d0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xca8>  // b.pmore
ldr	x8, [sp, #184]
sub	x1, x29, #0x50
mov	x23, x6
add	x0, x8, x0
bl	9110 <memcpy@plt>
movi	v18.4s, #0x1
ldp	q25, q24, [sp, #16]
ldp	q23, q22, [sp, #48]
mov	x6, x23
ldp	q21, q20, [sp, #80]
cmp	x23, x22
ldp	q19, q17, [sp, #112]
mov	x8, x24
ldr	q16, [sp, #160]
mov	x24, x19
mov	x0, x22
mov	x2, x26
b.ne	7c2d8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5b0>  // b.any
b	7d5d0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18a8>
ldr	x2, [sp, #192]
adrp	x3, 14d000 <anon.e16a2f1b778498e223637730845f1f6a.315.llvm.13110348383698136576+0xd40>
add	x3, x3, #0x2c8
mov	x1, x22
bl	a310 <core::slice::index::slice_index_fail>
adrp	x3, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x3, x3, #0x798
mov	x0, x22
mov	x2, x6
bl	a310 <core::slice::index::slice_index_fail>
mov	x9, #0xffffffffffffffff    	// #-1
str	x9, [sp, #152]
ldr	x9, [sp, #8]
cmp	x9, x8
tbnz	w0, #0, 7bd80 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x58>
str	x9, [sp, #200]
b.ne	7d630 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1908>  // b.any
add	x0, sp, #0xd0
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x19, sp, #0xd0
bl	95a0 <memset@plt>
add	x0, sp, #0x350
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	95a0 <memset@plt>
ldr	x6, [x26, #8]
mov	w8, #0x20                  	// #32
cmp	x6, #0x20
csel	x2, x6, x8, cc	// cc = lo, ul, last
cbz	x6, 7d5d0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18a8>
ldr	x25, [x26]
cmp	x6, #0x8
and	x20, x2, #0x38
and	x22, x2, #0x7
b.cc	7cb54 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe2c>  // b.lo, b.ul, b.last
ldr	x27, [x26, #16]
sub	x0, x29, #0x50
mov	x1, x25
mov	x24, x2
mov	x23, x6
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x23
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
cmp	x20, #0x8
stp	q0, q1, [sp, #208]
ldr	q0, [x8, #1328]
stp	q2, q0, [sp, #240]
b.eq	7cb54 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe2c>  // b.none
sub	x0, x29, #0x50
add	x1, x25, #0x40
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x23
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
cmp	x20, #0x10
stp	q0, q1, [sp, #272]
ldr	q0, [x8, #1328]
stp	q2, q0, [sp, #304]
b.eq	7cb54 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe2c>  // b.none
sub	x0, x29, #0x50
add	x1, x25, #0x80
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x23
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
cmp	x20, #0x18
stp	q0, q1, [x8, #128]
ldr	q0, [x8, #1328]
stp	q2, q0, [x8, #160]
b.eq	7cb54 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe2c>  // b.none
sub	x0, x29, #0x50
add	x1, x25, #0xc0
mov	x2, x27
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
add	x8, sp, #0xd0
mov	x6, x23
mov	x2, x24
ldr	q0, [x8, #1280]
ldr	q1, [x8, #1296]
ldr	q2, [x8, #1312]
stp	q0, q1, [x8, #192]
ldr	q0, [x8, #1328]
stp	q2, q0, [x8, #224]
lsl	x8, x2, #3
mov	x27, #0xdf25                	// #57125
movk	x27, #0x1e98, lsl #16
and	x12, x8, #0x1c0
movk	x27, #0x1c65, lsl #32
sub	x9, x2, x12, lsr #3
movk	x27, #0x9fb2, lsl #48
cmp	x22, x9
csel	x10, x22, x9, cc	// cc = lo, ul, last
cbz	x10, 7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>
add	x9, x25, x20, lsl #3
ldr	x11, [x26, #16]
cmp	x10, #0x1
ldr	x13, [x9]
eor	x13, x11, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
add	x14, sp, #0xd0
mul	x13, x13, x27
add	x12, x14, x12
eor	x13, x13, x13, lsr #28
str	x13, [x12]
b.eq	7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>  // b.none
ldr	x13, [x9, #8]
cmp	x10, #0x2
eor	x13, x11, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #8]
b.eq	7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>  // b.none
ldr	x13, [x9, #16]
cmp	x10, #0x3
eor	x13, x11, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #16]
b.eq	7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>  // b.none
ldr	x13, [x9, #24]
cmp	x10, #0x4
eor	x13, x11, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #24]
b.eq	7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>  // b.none
ldr	x13, [x9, #32]
cmp	x10, #0x5
eor	x13, x11, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #32]
b.eq	7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>  // b.none
ldr	x13, [x9, #40]
cmp	x10, #0x6
eor	x13, x11, x13, ror #32
ror	x14, x13, #15
eor	x14, x14, x13, ror #40
eor	x13, x14, x13
mul	x13, x13, x27
lsr	x14, x13, #35
add	x14, x14, #0x8
eor	x13, x14, x13
mul	x13, x13, x27
eor	x13, x13, x13, lsr #28
str	x13, [x12, #40]
b.eq	7cd0c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfe4>  // b.none
ldr	x9, [x9, #48]
eor	x9, x11, x9, ror #32
ror	x10, x9, #15
eor	x10, x10, x9, ror #40
eor	x9, x10, x9
mul	x9, x9, x27
lsr	x10, x9, #35
add	x10, x10, #0x8
eor	x9, x10, x9
mul	x9, x9, x27
eor	x9, x9, x9, lsr #28
str	x9, [x12, #48]
add	x9, x2, #0x7
and	x1, x9, #0x78
cmp	x1, #0x21
b.cs	7d5f0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c8>  // b.hs, b.nlast
lsr	x9, x9, #3
cbz	x9, 7cebc <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1194>
ldp	x10, x11, [sp, #208]
cmp	x9, #0x1
ldr	x18, [sp, #8]
ldp	x12, x13, [sp, #224]
ldp	x14, x15, [sp, #240]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #256]
umulh	x11, x11, x18
umulh	x12, x12, x18
umulh	x13, x13, x18
stp	x10, x11, [sp, #464]
umulh	x14, x14, x18
umulh	x15, x15, x18
stp	x12, x13, [sp, #480]
umulh	x16, x16, x18
umulh	x10, x17, x18
stp	x14, x15, [sp, #496]
str	x16, [sp, #512]
str	x10, [sp, #520]
b.eq	7ce74 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x114c>  // b.none
ldp	x10, x11, [sp, #272]
cmp	x9, #0x2
ldp	x12, x13, [sp, #288]
ldp	x14, x15, [sp, #304]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #320]
umulh	x11, x11, x18
umulh	x12, x12, x18
str	x10, [sp, #528]
umulh	x13, x13, x18
str	x11, [sp, #536]
umulh	x14, x14, x18
str	x12, [sp, #544]
umulh	x15, x15, x18
str	x13, [sp, #552]
umulh	x16, x16, x18
str	x14, [sp, #560]
umulh	x10, x17, x18
str	x15, [sp, #568]
str	x16, [sp, #576]
str	x10, [sp, #584]
b.eq	7ce74 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x114c>  // b.none
ldp	x10, x11, [sp, #336]
cmp	x9, #0x3
ldp	x12, x13, [sp, #352]
ldp	x14, x15, [sp, #368]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #384]
umulh	x11, x11, x18
umulh	x12, x12, x18
str	x10, [sp, #592]
umulh	x13, x13, x18
str	x11, [sp, #600]
umulh	x14, x14, x18
str	x12, [sp, #608]
umulh	x15, x15, x18
str	x13, [sp, #616]
umulh	x16, x16, x18
str	x14, [sp, #624]
umulh	x10, x17, x18
str	x15, [sp, #632]
str	x16, [sp, #640]
str	x10, [sp, #648]
b.eq	7ce74 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x114c>  // b.none
ldp	x10, x11, [sp, #400]
ldp	x12, x13, [sp, #416]
ldp	x14, x15, [sp, #432]
umulh	x10, x10, x18
ldp	x16, x17, [sp, #448]
umulh	x11, x11, x18
umulh	x12, x12, x18
str	x10, [sp, #656]
umulh	x13, x13, x18
str	x11, [sp, #664]
umulh	x14, x14, x18
str	x12, [sp, #672]
umulh	x15, x15, x18
str	x13, [sp, #680]
umulh	x16, x16, x18
str	x14, [sp, #688]
umulh	x10, x17, x18
str	x15, [sp, #696]
str	x16, [sp, #704]
str	x10, [sp, #712]
mov	w10, #0x79b1                	// #31153
add	x11, sp, #0xd0
movk	w10, #0x9e37, lsl #16
dup	v0.4s, w10
add	x10, x11, #0x210
add	x11, x11, #0x20
ldp	q2, q1, [x11, #-32]
subs	x9, x9, #0x1
ldp	q4, q3, [x11], #64
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x10, #-16]
add	x10, x10, #0x20
b.ne	7ce8c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1164>  // b.any
ldr	x9, [sp, #152]
str	x25, [sp, #112]
cmp	x9, #0x40, lsl #12
b.ls	7cee4 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11bc>  // b.plast
add	x9, x19, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x21, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7ced0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11a8>  // b.any
mov	w8, #0x79b1                	// #31153
ldr	x19, [x26, #16]
mov	x28, xzr
movk	w8, #0x9e37, lsl #16
add	x24, sp, #0x350
sub	x22, x29, #0x50
dup	v4.4s, w8
add	x8, sp, #0xd0
adrp	x25, 108000 <anon.e16a2f1b778498e223637730845f1f6a.103.llvm.13110348383698136576+0x351>
add	x25, x25, #0xee8
mov	w26, #0x1                   	// #1
str	q4, [sp, #128]
add	x7, x2, x28
mov	w10, #0x20                  	// #32
mov	x20, x8
subs	x9, x6, x7
cmp	x9, #0x20
csel	x23, x9, x10, cc	// cc = lo, ul, last
subs	x10, x6, x7
b.eq	7d40c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16e4>  // b.none
adds	x1, x23, x7
b.cs	7d61c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18f4>  // b.hs, b.nlast
cmp	x1, x6
b.hi	7d61c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18f4>  // b.pmore
ldr	x8, [sp, #112]
cmp	x10, #0x8
add	x9, x8, x7, lsl #3
lsl	x8, x23, #3
b.cc	7d0dc <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b4>  // b.lo, b.ul, b.last
mov	x10, xzr
and	x11, x8, #0xffffffffffffffc0
cmp	x10, #0x100
b.eq	7d0dc <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b4>  // b.none
add	x13, x9, x10
ldp	x14, x12, [x13, #48]
ldp	x17, x16, [x13, #32]
eor	x12, x19, x12, ror #32
eor	x14, x19, x14, ror #32
eor	x16, x19, x16, ror #32
eor	x17, x19, x17, ror #32
ror	x15, x12, #15
ror	x18, x14, #15
ror	x3, x16, #15
ror	x4, x17, #15
eor	x15, x15, x12, ror #40
eor	x18, x18, x14, ror #40
eor	x3, x3, x16, ror #40
eor	x4, x4, x17, ror #40
eor	x12, x15, x12
ldp	x15, x1, [x13, #16]
eor	x16, x3, x16
ldp	x3, x5, [x13]
eor	x14, x18, x14
mul	x13, x16, x27
eor	x16, x4, x17
eor	x1, x19, x1, ror #32
eor	x15, x19, x15, ror #32
eor	x3, x19, x3, ror #32
mul	x14, x14, x27
ror	x18, x1, #15
ror	x17, x15, #15
ror	x4, x3, #15
mul	x16, x16, x27
eor	x18, x18, x1, ror #40
eor	x17, x17, x15, ror #40
eor	x4, x4, x3, ror #40
mul	x12, x12, x27
eor	x18, x18, x1
eor	x1, x19, x5, ror #32
eor	x15, x17, x15
eor	x3, x4, x3
mul	x15, x15, x27
lsr	x4, x14, #35
ror	x17, x1, #15
mul	x3, x3, x27
add	x4, x4, #0x8
eor	x17, x17, x1, ror #40
eor	x14, x4, x14
mul	x18, x18, x27
eor	x17, x17, x1
lsr	x1, x16, #35
lsr	x4, x15, #35
mul	x17, x17, x27
add	x1, x1, #0x8
add	x4, x4, #0x8
eor	x16, x1, x16
lsr	x1, x3, #35
eor	x15, x4, x15
mul	x14, x14, x27
add	x1, x1, #0x8
lsr	x4, x17, #35
eor	x1, x1, x3
lsr	x3, x18, #35
mul	x16, x16, x27
add	x4, x4, #0x8
add	x3, x3, #0x8
eor	x17, x4, x17
lsr	x4, x13, #35
eor	x18, x3, x18
lsr	x3, x12, #35
mul	x15, x15, x27
eor	x14, x14, x14, lsr #28
add	x4, x4, #0x8
add	x3, x3, #0x8
eor	x13, x4, x13
mul	x1, x1, x27
eor	x12, x3, x12
add	x4, x24, x10
eor	x16, x16, x16, lsr #28
mul	x17, x17, x27
add	x10, x10, #0x40
eor	x15, x15, x15, lsr #28
cmp	x11, x10
mul	x18, x18, x27
eor	x1, x1, x1, lsr #28
mul	x13, x13, x27
eor	x17, x17, x17, lsr #28
mul	x12, x12, x27
eor	x18, x18, x18, lsr #28
stp	x1, x17, [x4]
eor	x13, x13, x13, lsr #28
stp	x15, x18, [x4, #16]
eor	x12, x12, x12, lsr #28
stp	x16, x13, [x4, #32]
stp	x14, x12, [x4, #48]
b.ne	7cf60 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1238>  // b.any
and	x10, x23, #0x7
cbz	x10, 7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>
and	x11, x23, #0x38
cmp	x10, #0x1
add	x9, x9, x11, lsl #3
ldr	x11, [x9]
eor	x11, x19, x11, ror #32
ror	x12, x11, #15
eor	x12, x12, x11, ror #40
eor	x11, x12, x11
mul	x11, x11, x27
lsr	x12, x11, #35
add	x12, x12, #0x8
eor	x11, x12, x11
and	x12, x8, #0x1c0
mul	x11, x11, x27
eor	x13, x11, x11, lsr #28
add	x11, x24, x12
str	x13, [x11]
b.eq	7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>  // b.none
ldr	x12, [x9, #8]
cmp	x10, #0x2
eor	x12, x19, x12, ror #32
ror	x13, x12, #15
eor	x13, x13, x12, ror #40
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #8]
b.eq	7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>  // b.none
ldr	x12, [x9, #16]
cmp	x10, #0x3
eor	x12, x19, x12, ror #32
ror	x13, x12, #15
eor	x13, x13, x12, ror #40
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #16]
b.eq	7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>  // b.none
ldr	x12, [x9, #24]
cmp	x10, #0x4
eor	x12, x19, x12, ror #32
ror	x13, x12, #15
eor	x13, x13, x12, ror #40
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #24]
b.eq	7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>  // b.none
ldr	x12, [x9, #32]
cmp	x10, #0x5
eor	x12, x19, x12, ror #32
ror	x13, x12, #15
eor	x13, x13, x12, ror #40
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #32]
b.eq	7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>  // b.none
ldr	x12, [x9, #40]
cmp	x10, #0x6
eor	x12, x19, x12, ror #32
ror	x13, x12, #15
eor	x13, x13, x12, ror #40
eor	x12, x13, x12
mul	x12, x12, x27
lsr	x13, x12, #35
add	x13, x13, #0x8
eor	x12, x13, x12
mul	x12, x12, x27
eor	x12, x12, x12, lsr #28
str	x12, [x11, #40]
b.eq	7d274 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x154c>  // b.none
ldr	x9, [x9, #48]
eor	x9, x19, x9, ror #32
ror	x10, x9, #15
eor	x10, x10, x9, ror #40
eor	x9, x10, x9
mul	x9, x9, x27
lsr	x10, x9, #35
add	x10, x10, #0x8
eor	x9, x10, x9
mul	x9, x9, x27
eor	x9, x9, x9, lsr #28
str	x9, [x11, #48]
add	x9, x23, #0x7
and	x1, x9, #0x78
cmp	x1, #0x21
b.cs	7d5f0 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18c8>  // b.hs, b.nlast
lsr	x9, x9, #3
cbz	x9, 7d3e8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16c0>
ldr	x10, [sp, #160]
ldp	x11, x12, [x24]
ldp	x13, x14, [x24, #16]
cmp	x9, #0x1
ldr	x10, [x10, #8]
ldp	x15, x16, [x24, #32]
ldp	x17, x18, [x24, #48]
umulh	x11, x11, x10
umulh	x12, x12, x10
umulh	x13, x13, x10
umulh	x14, x14, x10
stp	x11, x12, [x24, #256]
umulh	x15, x15, x10
umulh	x16, x16, x10
stp	x13, x14, [x24, #272]
umulh	x17, x17, x10
umulh	x11, x18, x10
stp	x15, x16, [x24, #288]
stp	x17, x11, [x24, #304]
b.eq	7d3ac <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1684>  // b.none
ldp	x11, x12, [x24, #64]
cmp	x9, #0x2
ldp	x13, x14, [x24, #80]
ldp	x15, x16, [x24, #96]
umulh	x11, x11, x10
ldp	x17, x18, [x24, #112]
umulh	x12, x12, x10
umulh	x13, x13, x10
umulh	x14, x14, x10
stp	x11, x12, [x24, #320]
umulh	x15, x15, x10
umulh	x16, x16, x10
stp	x13, x14, [x24, #336]
umulh	x17, x17, x10
umulh	x11, x18, x10
stp	x15, x16, [x24, #352]
stp	x17, x11, [x24, #368]
b.eq	7d3ac <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1684>  // b.none
ldp	x11, x12, [x24, #128]
cmp	x9, #0x3
ldp	x13, x14, [x24, #144]
ldp	x15, x16, [x24, #160]
umulh	x11, x11, x10
ldp	x17, x18, [x24, #176]
umulh	x12, x12, x10
umulh	x13, x13, x10
umulh	x14, x14, x10
stp	x11, x12, [x24, #384]
umulh	x15, x15, x10
umulh	x16, x16, x10
stp	x13, x14, [x24, #400]
umulh	x17, x17, x10
umulh	x11, x18, x10
stp	x15, x16, [x24, #416]
stp	x17, x11, [x24, #432]
b.eq	7d3ac <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1684>  // b.none
ldp	x11, x12, [x24, #192]
ldp	x13, x14, [x24, #208]
ldp	x15, x16, [x24, #224]
ldp	x17, x18, [x24, #240]
umulh	x11, x11, x10
umulh	x12, x12, x10
umulh	x13, x13, x10
umulh	x14, x14, x10
stp	x11, x12, [x24, #448]
umulh	x15, x15, x10
umulh	x16, x16, x10
stp	x13, x14, [x24, #464]
umulh	x17, x17, x10
umulh	x10, x18, x10
stp	x15, x16, [x24, #480]
stp	x17, x10, [x24, #496]
add	x10, x24, #0x20
add	x11, x24, #0x210
neg	x9, x9
ldp	q1, q0, [x10, #-32]
adds	x9, x9, #0x1
ldp	q3, q2, [x10], #64
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
mul	v0.4s, v0.4s, v4.4s
mul	v1.4s, v1.4s, v4.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x11, #-16]
add	x11, x11, #0x20
b.cc	7d3b8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1690>  // b.lo, b.ul, b.last
ldr	x9, [sp, #152]
cmp	x9, #0x40, lsl #12
b.ls	7d40c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16e4>  // b.plast
add	x9, x24, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x21, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7d3f8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d0>  // b.any
ldr	x8, [sp, #160]
movi	v0.2d, #0x0
add	x9, sp, #0xd0
cmp	x2, #0x20
ldr	x8, [x8]
str	q0, [x9, #1296]
str	q0, [x9, #1280]
b.ne	7d4cc <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17a4>  // b.any
mov	x10, xzr
add	x9, x20, #0x100
add	x11, x20, #0x200
b	7d454 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x172c>
mov	w12, #0x1                   	// #1
add	x13, x10, #0x1
strb	w12, [x22, x10]
cmp	x13, #0x20
mov	x10, x13
b.eq	7d584 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x185c>  // b.none
ldr	w12, [x11, x10, lsl #2]
and	x12, x12, #0x3ff
ldrh	w12, [x8, x12, lsl #1]
cbz	w12, 7d43c <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1714>
lsl	x14, x10, #3
ldr	x13, [x9, x10, lsl #3]
mov	w15, wzr
add	x13, x21, x13, lsl #6
ldr	w14, [x20, x14]
rbit	w16, w12
sub	w18, w12, #0x1
and	w12, w18, w12
clz	w16, w16
tst	w12, #0xffff
ldr	w17, [x25, w16, uxtw #2]
ldr	w16, [x13, w16, uxtw #2]
mul	w17, w17, w14
lsr	w17, w17, #27
lsl	w17, w26, w17
bic	w16, w17, w16
orr	w15, w16, w15
b.ne	7d478 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1750>  // b.any
cmp	w15, #0x0
cset	w12, eq	// eq = none
add	x13, x10, #0x1
strb	w12, [x22, x10]
cmp	x13, #0x20
mov	x10, x13
b.ne	7d454 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x172c>  // b.any
b	7d584 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x185c>
cbz	x2, 7d584 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x185c>
mov	x9, xzr
add	x10, x22, x2
add	x11, x20, #0x100
add	x12, x20, #0x200
sub	x13, x29, #0x50
b	7d504 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17dc>
mov	w14, #0x1                   	// #1
add	x15, x13, #0x1
strb	w14, [x13]
add	x9, x9, #0x1
cmp	x15, x10
mov	x13, x15
b.eq	7d584 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x185c>  // b.none
cmp	x9, #0x20
b.eq	7d658 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1930>  // b.none
ldr	w14, [x12, x9, lsl #2]
and	x14, x14, #0x3ff
ldrh	w14, [x8, x14, lsl #1]
cbz	w14, 7d4e8 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17c0>
lsl	x16, x9, #3
ldr	x15, [x11, x9, lsl #3]
mov	w17, wzr
add	x15, x21, x15, lsl #6
ldr	w16, [x20, x16]
rbit	w18, w14
sub	w3, w14, #0x1
and	w14, w3, w14
clz	w18, w18
tst	w14, #0xffff
ldr	w1, [x25, w18, uxtw #2]
ldr	w18, [x15, w18, uxtw #2]
mul	w1, w1, w16
lsr	w1, w1, #27
lsl	w1, w26, w1
bic	w18, w1, w18
orr	w17, w18, w17
b.ne	7d530 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1808>  // b.any
cmp	w17, #0x0
cset	w14, eq	// eq = none
add	x15, x13, #0x1
strb	w14, [x13]
add	x9, x9, #0x1
cmp	x15, x10
mov	x13, x15
b.ne	7d504 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x17dc>  // b.any
cmp	x7, x28
b.cc	7d604 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18dc>  // b.lo, b.ul, b.last
ldr	x8, [sp, #192]
cmp	x7, x8
b.hi	7d604 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18dc>  // b.pmore
ldr	x8, [sp, #184]
sub	x1, x29, #0x50
mov	x22, x6
add	x0, x8, x28
mov	x28, x7
bl	9110 <memcpy@plt>
ldr	q4, [sp, #128]
mov	x6, x22
sub	x22, x29, #0x50
cmp	x6, x28
mov	x8, x24
mov	x24, x20
mov	x2, x23
b.ne	7cf14 <linebloom::probe::contains_batch::<linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11ec>  // b.any
add	sp, sp, #0x620
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x3, x3, #0x750
mov	x0, xzr
mov	w2, #0x20                  	// #32
bl	a310 <core::slice::index::slice_index_fail>
ldr	x2, [sp, #192]
adrp	x3, 14d000 <anon.e16a2f1b778498e223637730845f1f6a.315.llvm.13110348383698136576+0xd40>
add	x3, x3, #0x2c8
mov	x0, x28
mov	x1, x7
bl	a310 <core::slice::index::slice_index_fail>
adrp	x3, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x3, x3, #0x798
mov	x0, x7
mov	x2, x6
bl	a310 <core::slice::index::slice_index_fail>
ldr	x8, [sp, #160]
adrp	x3, 108000 <anon.e16a2f1b778498e223637730845f1f6a.103.llvm.13110348383698136576+0x351>
add	x3, x3, #0xc16
adrp	x5, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x5, x5, #0x768
add	x1, sp, #0xc8
add	x2, x8, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a030 <core::panicking::assert_failed::<usize, usize>>
adrp	x2, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x2, x2, #0x610
mov	w0, #0x20                  	// #32
mov	w1, #0x20                  	// #32
bl	a174 <core::panicking::panic_bounds_check>
