000000000007a804 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x560
lsr	x8, x2, #58
mov	x25, x5
mov	x19, x4
mov	x20, x3
mov	x21, x2
mov	x22, x1
str	xzr, [sp]
cbnz	x8, 7b26c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xa68>
lsl	x8, x21, #6
str	x8, [sp, #8]
tbz	w0, #0, 7b278 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xa74>
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x10
bl	95a0 <memset@plt>
add	x0, sp, #0x298
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	95a0 <memset@plt>
ldr	x23, [x25, #8]
mov	w8, #0x20                  	// #32
cmp	x23, #0x20
csel	x28, x23, x8, cc	// cc = lo, ul, last
cbz	x23, 7bce4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x14e0>
ldr	x24, [x25]
cmp	x23, #0x8
and	x10, x28, #0x38
and	x11, x28, #0x7
b.cc	7a978 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x174>  // b.lo, b.ul, b.last
ldr	x26, [x25, #16]
sub	x0, x29, #0x48
mov	x1, x24
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x10, x28, #0x38
ldur	q2, [x29, #-24]
and	x11, x28, #0x7
cmp	x10, #0x8
stp	q0, q1, [sp, #16]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #48]
b.eq	7a978 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x174>  // b.none
sub	x0, x29, #0x48
add	x1, x24, #0x40
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x10, x28, #0x38
ldur	q2, [x29, #-24]
and	x11, x28, #0x7
cmp	x10, #0x10
stp	q0, q1, [sp, #80]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #112]
b.eq	7a978 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x174>  // b.none
sub	x0, x29, #0x48
add	x1, x24, #0x80
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x10, x28, #0x38
ldur	q2, [x29, #-24]
and	x11, x28, #0x7
cmp	x10, #0x18
stp	q0, q1, [sp, #144]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #176]
b.eq	7a978 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x174>  // b.none
sub	x0, x29, #0x48
add	x1, x24, #0xc0
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x11, x28, #0x7
ldur	q2, [x29, #-24]
and	x10, x28, #0x38
stp	q0, q1, [sp, #208]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #240]
lsl	x8, x28, #3
and	x13, x8, #0x1c0
sub	x9, x28, x13, lsr #3
cmp	x11, x9
csel	x11, x11, x9, cc	// cc = lo, ul, last
mov	x9, #0xdf25                	// #57125
movk	x9, #0x1e98, lsl #16
movk	x9, #0x1c65, lsl #32
movk	x9, #0x9fb2, lsl #48
cbz	x11, 7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>
add	x10, x24, x10, lsl #3
ldr	x12, [x25, #16]
cmp	x11, #0x1
ldr	x14, [x10]
eor	x14, x12, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
add	x15, sp, #0x10
mul	x14, x14, x9
add	x13, x15, x13
eor	x14, x14, x14, lsr #28
str	x14, [x13]
b.eq	7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>  // b.none
ldr	x14, [x10, #8]
cmp	x11, #0x2
eor	x14, x12, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #8]
b.eq	7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>  // b.none
ldr	x14, [x10, #16]
cmp	x11, #0x3
eor	x14, x12, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #16]
b.eq	7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>  // b.none
ldr	x14, [x10, #24]
cmp	x11, #0x4
eor	x14, x12, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #24]
b.eq	7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>  // b.none
ldr	x14, [x10, #32]
cmp	x11, #0x5
eor	x14, x12, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #32]
b.eq	7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>  // b.none
ldr	x14, [x10, #40]
cmp	x11, #0x6
eor	x14, x12, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #40]
b.eq	7ab30 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x32c>  // b.none
ldr	x10, [x10, #48]
eor	x10, x12, x10, ror #32
ror	x11, x10, #40
eor	x11, x11, x10, ror #15
eor	x10, x11, x10
mul	x10, x10, x9
lsr	x11, x10, #35
add	x11, x11, #0x8
eor	x10, x11, x10
mul	x10, x10, x9
eor	x10, x10, x10, lsr #28
str	x10, [x13, #48]
add	x10, x28, #0x7
and	x1, x10, #0x78
cmp	x1, #0x21
b.cs	7bd04 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1500>  // b.hs, b.nlast
lsr	x10, x10, #3
cbz	x10, 7ac64 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x460>
ldp	x11, x12, [sp, #16]
cmp	x10, #0x1
ldp	x13, x14, [sp, #32]
ldp	x15, x16, [sp, #48]
umulh	x11, x11, x21
ldp	x17, x18, [sp, #64]
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
stp	x11, x12, [sp, #272]
umulh	x15, x15, x21
umulh	x16, x16, x21
stp	x13, x14, [sp, #288]
umulh	x17, x17, x21
umulh	x11, x18, x21
stp	x15, x16, [sp, #304]
stp	x17, x11, [sp, #320]
b.eq	7ac64 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x460>  // b.none
ldp	x11, x12, [sp, #80]
cmp	x10, #0x2
ldp	x13, x14, [sp, #96]
ldp	x15, x16, [sp, #112]
umulh	x11, x11, x21
ldp	x17, x18, [sp, #128]
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
stp	x11, x12, [sp, #336]
umulh	x15, x15, x21
umulh	x16, x16, x21
stp	x13, x14, [sp, #352]
umulh	x17, x17, x21
umulh	x11, x18, x21
stp	x15, x16, [sp, #368]
stp	x17, x11, [sp, #384]
b.eq	7ac64 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x460>  // b.none
ldp	x11, x12, [sp, #144]
cmp	x10, #0x3
ldp	x13, x14, [sp, #160]
ldp	x15, x16, [sp, #176]
umulh	x11, x11, x21
ldp	x17, x18, [sp, #192]
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
stp	x11, x12, [sp, #400]
umulh	x15, x15, x21
umulh	x16, x16, x21
stp	x13, x14, [sp, #416]
umulh	x17, x17, x21
umulh	x11, x18, x21
stp	x15, x16, [sp, #432]
stp	x17, x11, [sp, #448]
b.eq	7ac64 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x460>  // b.none
ldp	x10, x11, [sp, #208]
ldp	x12, x13, [sp, #224]
ldp	x14, x15, [sp, #240]
umulh	x10, x10, x21
ldp	x16, x17, [sp, #256]
umulh	x11, x11, x21
umulh	x12, x12, x21
umulh	x13, x13, x21
stp	x10, x11, [sp, #464]
umulh	x14, x14, x21
umulh	x15, x15, x21
stp	x12, x13, [sp, #480]
umulh	x16, x16, x21
umulh	x10, x17, x21
stp	x14, x15, [sp, #496]
str	x16, [sp, #512]
str	x10, [sp, #520]
ldr	x10, [sp, #8]
cmp	x10, #0x40, lsl #12
b.ls	7ac88 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x484>  // b.plast
add	x10, x27, #0x100
ldr	x11, [x10], #8
subs	x8, x8, #0x8
add	x11, x20, x11, lsl #6
prfm	pldl1keep, [x11]
b.ne	7ac74 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x470>  // b.any
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x12, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x13, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	q0, [x8, #2448]
ldr	q1, [x12, #2464]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x12, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	q3, [x8, #2480]
ldr	q5, [x13, #2512]
ldr	q4, [x12, #2496]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x12, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x13, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
mov	w10, #0x79b1                	// #31153
ldr	x11, [x25, #16]
ldr	q6, [x8, #2528]
ldr	q7, [x12, #2544]
ldr	q16, [x13, #2560]
mov	x0, xzr
movk	w10, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x12, sp, #0x298
add	x8, sp, #0x10
mov	w13, #0x20                  	// #32
b	7ad00 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x4fc>
cmp	x23, x0
mov	x8, x12
mov	x12, x15
mov	x28, x14
b.eq	7bce4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x14e0>  // b.none
add	x0, x28, x0
mov	x15, x8
subs	x14, x23, x0
cmp	x14, #0x20
csel	x14, x14, x13, cc	// cc = lo, ul, last
subs	x17, x23, x0
b.eq	7b1ac <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x9a8>  // b.none
adds	x1, x14, x0
b.cs	7bd18 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1514>  // b.hs, b.nlast
cmp	x1, x23
b.hi	7bd18 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1514>  // b.pmore
add	x16, x24, x0, lsl #3
lsl	x8, x14, #3
cmp	x17, #0x8
b.cc	7aec0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x6bc>  // b.lo, b.ul, b.last
mov	x17, xzr
and	x18, x8, #0xffffffffffffffc0
cmp	x17, #0x100
b.eq	7aec0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x6bc>  // b.none
add	x2, x16, x17
ldp	x3, x1, [x2, #48]
ldp	x6, x5, [x2, #32]
eor	x1, x11, x1, ror #32
eor	x3, x11, x3, ror #32
eor	x5, x11, x5, ror #32
eor	x6, x11, x6, ror #32
ror	x4, x1, #40
ror	x7, x3, #40
ror	x26, x5, #40
ror	x30, x6, #40
eor	x4, x4, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x26, x26, x5, ror #15
eor	x30, x30, x6, ror #15
eor	x1, x4, x1
ldp	x4, x25, [x2, #16]
eor	x5, x26, x5
ldp	x26, x27, [x2]
eor	x3, x7, x3
mul	x2, x5, x9
eor	x5, x30, x6
eor	x25, x11, x25, ror #32
eor	x4, x11, x4, ror #32
eor	x26, x11, x26, ror #32
mul	x3, x3, x9
ror	x7, x25, #40
ror	x6, x4, #40
mul	x5, x5, x9
eor	x7, x7, x25, ror #15
eor	x6, x6, x4, ror #15
mul	x1, x1, x9
eor	x7, x7, x25
eor	x25, x11, x27, ror #32
ror	x27, x26, #40
eor	x4, x6, x4
mul	x7, x7, x9
eor	x27, x27, x26, ror #15
ror	x6, x25, #40
mul	x4, x4, x9
eor	x26, x27, x26
eor	x6, x6, x25, ror #15
lsr	x27, x3, #35
mul	x26, x26, x9
eor	x6, x6, x25
lsr	x25, x5, #35
add	x27, x27, #0x8
mul	x6, x6, x9
eor	x3, x27, x3
add	x25, x25, #0x8
lsr	x27, x4, #35
eor	x5, x25, x5
mul	x3, x3, x9
lsr	x25, x26, #35
add	x27, x27, #0x8
eor	x4, x27, x4
mul	x5, x5, x9
add	x25, x25, #0x8
lsr	x27, x6, #35
eor	x25, x25, x26
lsr	x26, x7, #35
mul	x4, x4, x9
add	x27, x27, #0x8
eor	x3, x3, x3, lsr #28
add	x26, x26, #0x8
eor	x6, x27, x6
lsr	x27, x2, #35
eor	x7, x26, x7
lsr	x26, x1, #35
mul	x25, x25, x9
add	x27, x27, #0x8
eor	x5, x5, x5, lsr #28
add	x26, x26, #0x8
eor	x2, x27, x2
mul	x6, x6, x9
eor	x1, x26, x1
add	x27, x12, x17
eor	x4, x4, x4, lsr #28
mul	x7, x7, x9
add	x17, x17, #0x40
eor	x25, x25, x25, lsr #28
cmp	x18, x17
mul	x2, x2, x9
eor	x6, x6, x6, lsr #28
mul	x1, x1, x9
eor	x7, x7, x7, lsr #28
stp	x25, x6, [x27]
eor	x2, x2, x2, lsr #28
stp	x4, x7, [x27, #16]
eor	x1, x1, x1, lsr #28
stp	x5, x2, [x27, #32]
stp	x3, x1, [x27, #48]
b.ne	7ad44 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x540>  // b.any
and	x17, x14, #0x7
cbz	x17, 7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>
and	x18, x14, #0x38
cmp	x17, #0x1
add	x16, x16, x18, lsl #3
ldr	x18, [x16]
eor	x18, x11, x18, ror #32
ror	x1, x18, #40
eor	x1, x1, x18, ror #15
eor	x18, x1, x18
mul	x18, x18, x9
lsr	x1, x18, #35
add	x1, x1, #0x8
eor	x18, x1, x18
and	x1, x8, #0x1c0
mul	x18, x18, x9
eor	x2, x18, x18, lsr #28
add	x18, x12, x1
str	x2, [x18]
b.eq	7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>  // b.none
ldr	x1, [x16, #8]
cmp	x17, #0x2
eor	x1, x11, x1, ror #32
ror	x2, x1, #40
eor	x2, x2, x1, ror #15
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #8]
b.eq	7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>  // b.none
ldr	x1, [x16, #16]
cmp	x17, #0x3
eor	x1, x11, x1, ror #32
ror	x2, x1, #40
eor	x2, x2, x1, ror #15
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #16]
b.eq	7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>  // b.none
ldr	x1, [x16, #24]
cmp	x17, #0x4
eor	x1, x11, x1, ror #32
ror	x2, x1, #40
eor	x2, x2, x1, ror #15
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #24]
b.eq	7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>  // b.none
ldr	x1, [x16, #32]
cmp	x17, #0x5
eor	x1, x11, x1, ror #32
ror	x2, x1, #40
eor	x2, x2, x1, ror #15
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #32]
b.eq	7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>  // b.none
ldr	x1, [x16, #40]
cmp	x17, #0x6
eor	x1, x11, x1, ror #32
ror	x2, x1, #40
eor	x2, x2, x1, ror #15
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #40]
b.eq	7b058 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x854>  // b.none
ldr	x16, [x16, #48]
eor	x16, x11, x16, ror #32
ror	x17, x16, #40
eor	x17, x17, x16, ror #15
eor	x16, x17, x16
mul	x16, x16, x9
lsr	x17, x16, #35
add	x17, x17, #0x8
eor	x16, x17, x16
mul	x16, x16, x9
eor	x16, x16, x16, lsr #28
str	x16, [x18, #48]
add	x16, x14, #0x7
and	x1, x16, #0x78
cmp	x1, #0x21
b.cs	7bd04 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1500>  // b.hs, b.nlast
lsr	x16, x16, #3
cbz	x16, 7b188 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x984>
ldp	x17, x18, [x12]
cmp	x16, #0x1
ldp	x1, x2, [x12, #16]
ldp	x3, x4, [x12, #32]
umulh	x17, x17, x21
ldp	x5, x6, [x12, #48]
umulh	x18, x18, x21
umulh	x1, x1, x21
umulh	x2, x2, x21
stp	x17, x18, [x12, #256]
umulh	x3, x3, x21
umulh	x4, x4, x21
stp	x1, x2, [x12, #272]
umulh	x5, x5, x21
umulh	x17, x6, x21
stp	x3, x4, [x12, #288]
stp	x5, x17, [x12, #304]
b.eq	7b188 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x984>  // b.none
ldp	x17, x18, [x12, #64]
cmp	x16, #0x2
ldp	x1, x2, [x12, #80]
ldp	x3, x4, [x12, #96]
umulh	x17, x17, x21
ldp	x5, x6, [x12, #112]
umulh	x18, x18, x21
umulh	x1, x1, x21
umulh	x2, x2, x21
stp	x17, x18, [x12, #320]
umulh	x3, x3, x21
umulh	x4, x4, x21
stp	x1, x2, [x12, #336]
umulh	x5, x5, x21
umulh	x17, x6, x21
stp	x3, x4, [x12, #352]
stp	x5, x17, [x12, #368]
b.eq	7b188 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x984>  // b.none
ldp	x17, x18, [x12, #128]
cmp	x16, #0x3
ldp	x1, x2, [x12, #144]
ldp	x3, x4, [x12, #160]
umulh	x17, x17, x21
ldp	x5, x6, [x12, #176]
umulh	x18, x18, x21
umulh	x1, x1, x21
umulh	x2, x2, x21
stp	x17, x18, [x12, #384]
umulh	x3, x3, x21
umulh	x4, x4, x21
stp	x1, x2, [x12, #400]
umulh	x5, x5, x21
umulh	x17, x6, x21
stp	x3, x4, [x12, #416]
stp	x5, x17, [x12, #432]
b.eq	7b188 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x984>  // b.none
ldp	x16, x17, [x12, #192]
ldp	x18, x1, [x12, #208]
ldp	x2, x3, [x12, #224]
umulh	x16, x16, x21
ldp	x4, x5, [x12, #240]
umulh	x17, x17, x21
umulh	x18, x18, x21
umulh	x1, x1, x21
stp	x16, x17, [x12, #448]
umulh	x2, x2, x21
umulh	x3, x3, x21
stp	x18, x1, [x12, #464]
umulh	x4, x4, x21
umulh	x16, x5, x21
stp	x2, x3, [x12, #480]
stp	x4, x16, [x12, #496]
ldr	x16, [sp, #8]
cmp	x16, #0x40, lsl #12
b.ls	7b1ac <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x9a8>  // b.plast
add	x16, x12, #0x100
ldr	x17, [x16], #8
subs	x8, x8, #0x8
add	x17, x20, x17, lsl #6
prfm	pldl1keep, [x17]
b.ne	7b198 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x994>  // b.any
cmp	x28, #0x1
add	x16, x15, #0x100
csinc	x17, x28, xzr, hi	// hi = pmore
b	7b254 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xa50>
ldur	w18, [x16, #-256]
add	x8, x20, x8, lsl #6
subs	x17, x17, #0x1
add	x16, x16, #0x8
mul	w1, w18, w10
dup	v17.4s, w18
lsr	w1, w1, #22
mul	v19.4s, v17.4s, v0.4s
mul	v20.4s, v17.4s, v3.4s
mul	v22.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldrh	w1, [x22, w1, uxtw #1]
dup	v18.4s, w1
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v21.4s, v18.4s, v1.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v21.16b, v21.16b, v2.16b
and	v23.16b, v23.16b, v2.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v21.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v22.4s, v24.4s, v22.4s
ldp	q21, q23, [x8]
ushl	v17.4s, v18.4s, v17.4s
orr	v18.16b, v21.16b, v19.16b
ldp	q19, q21, [x8, #32]
orr	v20.16b, v23.16b, v20.16b
orr	v19.16b, v19.16b, v22.16b
orr	v17.16b, v21.16b, v17.16b
stp	q18, q20, [x8]
stp	q19, q17, [x8, #32]
b.eq	7acec <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x4e8>  // b.none
ldr	x8, [x16]
cmp	x19, x21
b.eq	7b1bc <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x9b8>  // b.none
cmp	x8, x19
b.cc	7b1bc <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x9b8>  // b.lo, b.ul, b.last
b	7bcd0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x14cc>
mov	x8, #0xffffffffffffffff    	// #-1
str	x8, [sp, #8]
tbnz	w0, #0, 7a850 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x4c>
add	x0, sp, #0x10
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x10
bl	95a0 <memset@plt>
add	x0, sp, #0x298
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	95a0 <memset@plt>
ldr	x23, [x25, #8]
mov	w8, #0x20                  	// #32
cmp	x23, #0x20
csel	x28, x23, x8, cc	// cc = lo, ul, last
cbz	x23, 7bce4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x14e0>
ldr	x24, [x25]
cmp	x23, #0x8
and	x10, x28, #0x38
and	x11, x28, #0x7
b.cc	7b3a0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xb9c>  // b.lo, b.ul, b.last
ldr	x26, [x25, #16]
sub	x0, x29, #0x48
mov	x1, x24
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x10, x28, #0x38
ldur	q2, [x29, #-24]
and	x11, x28, #0x7
cmp	x10, #0x8
stp	q0, q1, [sp, #16]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #48]
b.eq	7b3a0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xb9c>  // b.none
sub	x0, x29, #0x48
add	x1, x24, #0x40
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x10, x28, #0x38
ldur	q2, [x29, #-24]
and	x11, x28, #0x7
cmp	x10, #0x10
stp	q0, q1, [sp, #80]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #112]
b.eq	7b3a0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xb9c>  // b.none
sub	x0, x29, #0x48
add	x1, x24, #0x80
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x10, x28, #0x38
ldur	q2, [x29, #-24]
and	x11, x28, #0x7
cmp	x10, #0x18
stp	q0, q1, [sp, #144]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #176]
b.eq	7b3a0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xb9c>  // b.none
sub	x0, x29, #0x48
add	x1, x24, #0xc0
mov	x2, x26
bl	78db8 <<[u64; 8]>::try_map::<core::ops::try_trait::NeverShortCircuit<u64>, core::ops::try_trait::Wrapped<u64, u64, <linebloom::probe::scalar::Scalar as linebloom::probe::Kernel>::hash_u64s::{closure#0}>>>
ldur	q0, [x29, #-72]
ldur	q1, [x29, #-56]
and	x11, x28, #0x7
ldur	q2, [x29, #-24]
and	x10, x28, #0x38
stp	q0, q1, [sp, #208]
ldur	q0, [x29, #-40]
stp	q0, q2, [sp, #240]
lsl	x8, x28, #3
and	x13, x8, #0x1c0
sub	x9, x28, x13, lsr #3
cmp	x11, x9
csel	x11, x11, x9, cc	// cc = lo, ul, last
mov	x9, #0xdf25                	// #57125
movk	x9, #0x1e98, lsl #16
movk	x9, #0x1c65, lsl #32
movk	x9, #0x9fb2, lsl #48
cbz	x11, 7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>
add	x10, x24, x10, lsl #3
ldr	x12, [x25, #16]
cmp	x11, #0x1
ldr	x14, [x10]
eor	x14, x12, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
add	x15, sp, #0x10
mul	x14, x14, x9
add	x13, x15, x13
eor	x14, x14, x14, lsr #28
str	x14, [x13]
b.eq	7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>  // b.none
ldr	x14, [x10, #8]
cmp	x11, #0x2
eor	x14, x12, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #8]
b.eq	7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>  // b.none
ldr	x14, [x10, #16]
cmp	x11, #0x3
eor	x14, x12, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #16]
b.eq	7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>  // b.none
ldr	x14, [x10, #24]
cmp	x11, #0x4
eor	x14, x12, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #24]
b.eq	7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>  // b.none
ldr	x14, [x10, #32]
cmp	x11, #0x5
eor	x14, x12, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #32]
b.eq	7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>  // b.none
ldr	x14, [x10, #40]
cmp	x11, #0x6
eor	x14, x12, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x9
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x14, x14, x9
eor	x14, x14, x14, lsr #28
str	x14, [x13, #40]
b.eq	7b558 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xd54>  // b.none
ldr	x10, [x10, #48]
eor	x10, x12, x10, ror #32
ror	x11, x10, #15
eor	x11, x11, x10, ror #40
eor	x10, x11, x10
mul	x10, x10, x9
lsr	x11, x10, #35
add	x11, x11, #0x8
eor	x10, x11, x10
mul	x10, x10, x9
eor	x10, x10, x10, lsr #28
str	x10, [x13, #48]
add	x10, x28, #0x7
and	x1, x10, #0x78
cmp	x1, #0x21
b.cs	7bd04 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1500>  // b.hs, b.nlast
lsr	x10, x10, #3
cbz	x10, 7b68c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xe88>
ldp	x11, x12, [sp, #16]
cmp	x10, #0x1
ldp	x13, x14, [sp, #32]
ldp	x15, x16, [sp, #48]
umulh	x11, x11, x21
ldp	x17, x18, [sp, #64]
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
stp	x11, x12, [sp, #272]
umulh	x15, x15, x21
umulh	x16, x16, x21
stp	x13, x14, [sp, #288]
umulh	x17, x17, x21
umulh	x11, x18, x21
stp	x15, x16, [sp, #304]
stp	x17, x11, [sp, #320]
b.eq	7b68c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xe88>  // b.none
ldp	x11, x12, [sp, #80]
cmp	x10, #0x2
ldp	x13, x14, [sp, #96]
ldp	x15, x16, [sp, #112]
umulh	x11, x11, x21
ldp	x17, x18, [sp, #128]
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
stp	x11, x12, [sp, #336]
umulh	x15, x15, x21
umulh	x16, x16, x21
stp	x13, x14, [sp, #352]
umulh	x17, x17, x21
umulh	x11, x18, x21
stp	x15, x16, [sp, #368]
stp	x17, x11, [sp, #384]
b.eq	7b68c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xe88>  // b.none
ldp	x11, x12, [sp, #144]
cmp	x10, #0x3
ldp	x13, x14, [sp, #160]
ldp	x15, x16, [sp, #176]
umulh	x11, x11, x21
ldp	x17, x18, [sp, #192]
umulh	x12, x12, x21
umulh	x13, x13, x21
umulh	x14, x14, x21
stp	x11, x12, [sp, #400]
umulh	x15, x15, x21
umulh	x16, x16, x21
stp	x13, x14, [sp, #416]
umulh	x17, x17, x21
umulh	x11, x18, x21
stp	x15, x16, [sp, #432]
stp	x17, x11, [sp, #448]
b.eq	7b68c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xe88>  // b.none
ldp	x10, x11, [sp, #208]
ldp	x12, x13, [sp, #224]
ldp	x14, x15, [sp, #240]
umulh	x10, x10, x21
ldp	x16, x17, [sp, #256]
umulh	x11, x11, x21
umulh	x12, x12, x21
umulh	x13, x13, x21
stp	x10, x11, [sp, #464]
umulh	x14, x14, x21
umulh	x15, x15, x21
stp	x12, x13, [sp, #480]
umulh	x16, x16, x21
umulh	x10, x17, x21
stp	x14, x15, [sp, #496]
str	x16, [sp, #512]
str	x10, [sp, #520]
ldr	x10, [sp, #8]
cmp	x10, #0x40, lsl #12
b.ls	7b6b0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xeac>  // b.plast
add	x10, x27, #0x100
ldr	x11, [x10], #8
subs	x8, x8, #0x8
add	x11, x20, x11, lsl #6
prfm	pldl1keep, [x11]
b.ne	7b69c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xe98>  // b.any
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x12, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x13, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	d0, [x8, #2720]
ldr	q1, [x12, #2448]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x12, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
ldr	d3, [x8, #2728]
ldr	d5, [x13, #2736]
ldr	q4, [x12, #2480]
adrp	x8, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x12, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
adrp	x13, fd000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x498>
mov	w10, #0x79b1                	// #31153
ldr	x11, [x25, #16]
ldr	q6, [x8, #2512]
ldr	d7, [x12, #2744]
ldr	q16, [x13, #2544]
mov	x0, xzr
movk	w10, #0x9e37, lsl #16
movi	v2.4s, #0x1
add	x12, sp, #0x298
add	x8, sp, #0x10
mov	w13, #0x20                  	// #32
b	7b728 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xf24>
cmp	x23, x0
mov	x8, x12
mov	x12, x15
mov	x28, x14
b.eq	7bce4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x14e0>  // b.none
add	x0, x28, x0
mov	x15, x8
subs	x14, x23, x0
cmp	x14, #0x20
csel	x14, x14, x13, cc	// cc = lo, ul, last
subs	x17, x23, x0
b.eq	7bbd4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13d0>  // b.none
adds	x1, x14, x0
b.cs	7bd18 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1514>  // b.hs, b.nlast
cmp	x1, x23
b.hi	7bd18 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1514>  // b.pmore
add	x16, x24, x0, lsl #3
lsl	x8, x14, #3
cmp	x17, #0x8
b.cc	7b8e8 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x10e4>  // b.lo, b.ul, b.last
mov	x17, xzr
and	x18, x8, #0xffffffffffffffc0
cmp	x17, #0x100
b.eq	7b8e8 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x10e4>  // b.none
add	x2, x16, x17
ldp	x3, x1, [x2, #48]
ldp	x6, x5, [x2, #32]
eor	x1, x11, x1, ror #32
eor	x3, x11, x3, ror #32
eor	x5, x11, x5, ror #32
eor	x6, x11, x6, ror #32
ror	x4, x1, #15
ror	x7, x3, #15
ror	x26, x5, #15
ror	x27, x6, #15
eor	x4, x4, x1, ror #40
eor	x7, x7, x3, ror #40
eor	x26, x26, x5, ror #40
eor	x27, x27, x6, ror #40
eor	x1, x4, x1
ldp	x4, x25, [x2, #16]
eor	x5, x26, x5
ldp	x26, x30, [x2]
eor	x3, x7, x3
mul	x2, x5, x9
eor	x5, x27, x6
eor	x25, x11, x25, ror #32
eor	x4, x11, x4, ror #32
eor	x26, x11, x26, ror #32
mul	x3, x3, x9
ror	x7, x25, #15
ror	x6, x4, #15
ror	x27, x26, #15
mul	x5, x5, x9
eor	x7, x7, x25, ror #40
eor	x6, x6, x4, ror #40
eor	x27, x27, x26, ror #40
mul	x1, x1, x9
eor	x7, x7, x25
eor	x25, x11, x30, ror #32
eor	x4, x6, x4
eor	x26, x27, x26
mul	x4, x4, x9
lsr	x27, x3, #35
ror	x6, x25, #15
mul	x26, x26, x9
add	x27, x27, #0x8
eor	x6, x6, x25, ror #40
eor	x3, x27, x3
mul	x7, x7, x9
eor	x6, x6, x25
lsr	x25, x5, #35
lsr	x27, x4, #35
mul	x6, x6, x9
add	x25, x25, #0x8
add	x27, x27, #0x8
eor	x5, x25, x5
lsr	x25, x26, #35
eor	x4, x27, x4
mul	x3, x3, x9
add	x25, x25, #0x8
lsr	x27, x6, #35
eor	x25, x25, x26
lsr	x26, x7, #35
mul	x5, x5, x9
add	x27, x27, #0x8
add	x26, x26, #0x8
eor	x6, x27, x6
lsr	x27, x2, #35
eor	x7, x26, x7
lsr	x26, x1, #35
mul	x4, x4, x9
eor	x3, x3, x3, lsr #28
add	x27, x27, #0x8
add	x26, x26, #0x8
eor	x2, x27, x2
mul	x25, x25, x9
eor	x1, x26, x1
add	x27, x12, x17
eor	x5, x5, x5, lsr #28
mul	x6, x6, x9
add	x17, x17, #0x40
eor	x4, x4, x4, lsr #28
cmp	x18, x17
mul	x7, x7, x9
eor	x25, x25, x25, lsr #28
mul	x2, x2, x9
eor	x6, x6, x6, lsr #28
mul	x1, x1, x9
eor	x7, x7, x7, lsr #28
stp	x25, x6, [x27]
eor	x2, x2, x2, lsr #28
stp	x4, x7, [x27, #16]
eor	x1, x1, x1, lsr #28
stp	x5, x2, [x27, #32]
stp	x3, x1, [x27, #48]
b.ne	7b76c <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xf68>  // b.any
and	x17, x14, #0x7
cbz	x17, 7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>
and	x18, x14, #0x38
cmp	x17, #0x1
add	x16, x16, x18, lsl #3
ldr	x18, [x16]
eor	x18, x11, x18, ror #32
ror	x1, x18, #15
eor	x1, x1, x18, ror #40
eor	x18, x1, x18
mul	x18, x18, x9
lsr	x1, x18, #35
add	x1, x1, #0x8
eor	x18, x1, x18
and	x1, x8, #0x1c0
mul	x18, x18, x9
eor	x2, x18, x18, lsr #28
add	x18, x12, x1
str	x2, [x18]
b.eq	7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>  // b.none
ldr	x1, [x16, #8]
cmp	x17, #0x2
eor	x1, x11, x1, ror #32
ror	x2, x1, #15
eor	x2, x2, x1, ror #40
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #8]
b.eq	7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>  // b.none
ldr	x1, [x16, #16]
cmp	x17, #0x3
eor	x1, x11, x1, ror #32
ror	x2, x1, #15
eor	x2, x2, x1, ror #40
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #16]
b.eq	7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>  // b.none
ldr	x1, [x16, #24]
cmp	x17, #0x4
eor	x1, x11, x1, ror #32
ror	x2, x1, #15
eor	x2, x2, x1, ror #40
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #24]
b.eq	7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>  // b.none
ldr	x1, [x16, #32]
cmp	x17, #0x5
eor	x1, x11, x1, ror #32
ror	x2, x1, #15
eor	x2, x2, x1, ror #40
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #32]
b.eq	7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>  // b.none
ldr	x1, [x16, #40]
cmp	x17, #0x6
eor	x1, x11, x1, ror #32
ror	x2, x1, #15
eor	x2, x2, x1, ror #40
eor	x1, x2, x1
mul	x1, x1, x9
lsr	x2, x1, #35
add	x2, x2, #0x8
eor	x1, x2, x1
mul	x1, x1, x9
eor	x1, x1, x1, lsr #28
str	x1, [x18, #40]
b.eq	7ba80 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x127c>  // b.none
ldr	x16, [x16, #48]
eor	x16, x11, x16, ror #32
ror	x17, x16, #15
eor	x17, x17, x16, ror #40
eor	x16, x17, x16
mul	x16, x16, x9
lsr	x17, x16, #35
add	x17, x17, #0x8
eor	x16, x17, x16
mul	x16, x16, x9
eor	x16, x16, x16, lsr #28
str	x16, [x18, #48]
add	x16, x14, #0x7
and	x1, x16, #0x78
cmp	x1, #0x21
b.cs	7bd04 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x1500>  // b.hs, b.nlast
lsr	x16, x16, #3
cbz	x16, 7bbb0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13ac>
ldp	x17, x18, [x12]
cmp	x16, #0x1
ldp	x1, x2, [x12, #16]
ldp	x3, x4, [x12, #32]
umulh	x17, x17, x21
ldp	x5, x6, [x12, #48]
umulh	x18, x18, x21
umulh	x1, x1, x21
umulh	x2, x2, x21
stp	x17, x18, [x12, #256]
umulh	x3, x3, x21
umulh	x4, x4, x21
stp	x1, x2, [x12, #272]
umulh	x5, x5, x21
umulh	x17, x6, x21
stp	x3, x4, [x12, #288]
stp	x5, x17, [x12, #304]
b.eq	7bbb0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13ac>  // b.none
ldp	x17, x18, [x12, #64]
cmp	x16, #0x2
ldp	x1, x2, [x12, #80]
ldp	x3, x4, [x12, #96]
umulh	x17, x17, x21
ldp	x5, x6, [x12, #112]
umulh	x18, x18, x21
umulh	x1, x1, x21
umulh	x2, x2, x21
stp	x17, x18, [x12, #320]
umulh	x3, x3, x21
umulh	x4, x4, x21
stp	x1, x2, [x12, #336]
umulh	x5, x5, x21
umulh	x17, x6, x21
stp	x3, x4, [x12, #352]
stp	x5, x17, [x12, #368]
b.eq	7bbb0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13ac>  // b.none
ldp	x17, x18, [x12, #128]
cmp	x16, #0x3
ldp	x1, x2, [x12, #144]
ldp	x3, x4, [x12, #160]
umulh	x17, x17, x21
ldp	x5, x6, [x12, #176]
umulh	x18, x18, x21
umulh	x1, x1, x21
umulh	x2, x2, x21
stp	x17, x18, [x12, #384]
umulh	x3, x3, x21
umulh	x4, x4, x21
stp	x1, x2, [x12, #400]
umulh	x5, x5, x21
umulh	x17, x6, x21
stp	x3, x4, [x12, #416]
stp	x5, x17, [x12, #432]
b.eq	7bbb0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13ac>  // b.none
ldp	x16, x17, [x12, #192]
ldp	x18, x1, [x12, #208]
ldp	x2, x3, [x12, #224]
umulh	x16, x16, x21
ldp	x4, x5, [x12, #240]
umulh	x17, x17, x21
umulh	x18, x18, x21
umulh	x1, x1, x21
stp	x16, x17, [x12, #448]
umulh	x2, x2, x21
umulh	x3, x3, x21
stp	x18, x1, [x12, #464]
umulh	x4, x4, x21
umulh	x16, x5, x21
stp	x2, x3, [x12, #480]
stp	x4, x16, [x12, #496]
ldr	x16, [sp, #8]
cmp	x16, #0x40, lsl #12
b.ls	7bbd4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13d0>  // b.plast
add	x16, x12, #0x100
ldr	x17, [x16], #8
subs	x8, x8, #0x8
add	x17, x20, x17, lsl #6
prfm	pldl1keep, [x17]
b.ne	7bbc0 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13bc>  // b.any
cmp	x28, #0x1
add	x16, x15, #0x100
csinc	x17, x28, xzr, hi	// hi = pmore
b	7bcbc <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x14b8>
ldur	w18, [x16, #-256]
movi	v17.2d, #0xffffffffffffffff
movi	v19.2d, #0x0
add	x8, x20, x8, lsl #6
subs	x17, x17, #0x1
add	x16, x16, #0x8
mul	w1, w18, w10
lsr	w1, w1, #22
ldrh	w1, [x22, w1, uxtw #1]
mov	v17.h[0], w1
dup	v20.4h, w1
mov	v19.h[3], w1
zip1	v18.4h, v17.4h, v17.4h
and	v23.8b, v20.8b, v0.8b
and	v25.8b, v20.8b, v3.8b
mov	v18.h[2], v17.h[0]
dup	v17.4s, w18
mul	v21.4s, v17.4s, v1.4s
mul	v22.4s, v17.4s, v4.4s
mul	v24.4s, v17.4s, v6.4s
and	v18.8b, v18.8b, v7.8b
mul	v17.4s, v17.4s, v16.4s
cmeq	v26.4h, v19.4h, v18.4h
cmgt	v18.4h, v19.4h, v18.4h
and	v19.8b, v20.8b, v5.8b
cmeq	v20.4h, v23.4h, #0
ushr	v21.4s, v21.4s, #27
cmeq	v23.4h, v25.4h, #0
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
mov	v26.h[3], v18.h[3]
cmeq	v18.4h, v19.4h, #0
ushr	v19.4s, v24.4s, #27
sxtl	v20.4s, v20.4h
ushl	v21.4s, v2.4s, v21.4s
sxtl	v23.4s, v23.4h
ushl	v22.4s, v2.4s, v22.4s
ushl	v17.4s, v2.4s, v17.4s
sxtl	v18.4s, v18.4h
ushl	v19.4s, v2.4s, v19.4s
bic	v20.16b, v21.16b, v20.16b
sxtl	v21.4s, v26.4h
bic	v22.16b, v22.16b, v23.16b
bic	v18.16b, v19.16b, v18.16b
ldp	q23, q19, [x8]
bic	v17.16b, v17.16b, v21.16b
orr	v19.16b, v19.16b, v22.16b
ldp	q21, q22, [x8, #32]
orr	v20.16b, v20.16b, v23.16b
orr	v18.16b, v21.16b, v18.16b
orr	v17.16b, v22.16b, v17.16b
stp	q20, q19, [x8]
stp	q18, q17, [x8, #32]
b.eq	7b714 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0xf10>  // b.none
ldr	x8, [x16]
cmp	x19, x21
b.eq	7bbe4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13e0>  // b.none
cmp	x8, x19
b.cc	7bbe4 <linebloom::probe::insert_batch::<linebloom::probe::pipeline::Words<u64>>+0x13e0>  // b.lo, b.ul, b.last
adrp	x2, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x2, x2, #0x7b0
mov	x0, x8
mov	x1, x19
bl	a174 <core::panicking::panic_bounds_check>
add	sp, sp, #0x560
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
adrp	x3, 14c000 <anon.e16a2f1b778498e223637730845f1f6a.101.llvm.13110348383698136576+0x10>
add	x3, x3, #0x798
mov	x2, x23
bl	a310 <core::slice::index::slice_index_fail>
