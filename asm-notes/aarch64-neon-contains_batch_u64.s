0000000000078558 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x610
str	xzr, [sp]
mov	x25, x4
mov	x22, x1
ldr	x8, [x1, #8]
mov	x23, x2
stp	x5, x6, [sp, #200]
lsr	x9, x8, #58
cbnz	x9, 792c0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd68>
lsl	x9, x8, #6
cmp	x3, x8
stp	x9, x3, [sp, #184]
tbz	w0, #0, 792d0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd78>
str	x3, [sp, #216]
b.ne	79f90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a38>  // b.any
add	x0, sp, #0xe0
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	96d0 <memset@plt>
add	x0, sp, #0x360
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	96d0 <memset@plt>
ldr	x24, [x25, #8]
mov	w8, #0x20                  	// #32
cmp	x24, #0x20
csel	x2, x24, x8, cc	// cc = lo, ul, last
cbz	x24, 79f48 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19f0>
mov	x26, #0xdf25                	// #57125
lsr	x8, x2, #3
ldr	x6, [x25]
movk	x26, #0x1e98, lsl #16
and	x9, x2, #0x38
movk	x26, #0x1c65, lsl #32
movk	x26, #0x9fb2, lsl #48
cbz	x8, 78788 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x230>
ldr	x10, [x25, #16]
add	x12, sp, #0xe0
add	x11, x6, #0x20
add	x12, x12, #0x20
mov	x13, x8
ldp	x15, x14, [x11, #16]
subs	x13, x13, #0x1
ldp	x18, x17, [x11]
eor	x14, x10, x14, ror #32
eor	x15, x10, x15, ror #32
eor	x17, x10, x17, ror #32
eor	x18, x10, x18, ror #32
ror	x16, x14, #15
ror	x0, x15, #15
ror	x3, x17, #15
ror	x4, x18, #15
eor	x16, x16, x14, ror #40
eor	x0, x0, x15, ror #40
eor	x3, x3, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x14, x16, x14
ldp	x16, x1, [x11, #-16]
eor	x17, x3, x17
ldp	x3, x5, [x11, #-32]
eor	x15, x0, x15
eor	x18, x4, x18
mul	x17, x17, x26
eor	x1, x10, x1, ror #32
eor	x16, x10, x16, ror #32
add	x11, x11, #0x40
eor	x3, x10, x3, ror #32
mul	x15, x15, x26
ror	x0, x1, #15
ror	x4, x16, #15
mul	x18, x18, x26
eor	x0, x0, x1, ror #40
mul	x14, x14, x26
eor	x0, x0, x1
eor	x1, x4, x16, ror #40
eor	x4, x10, x5, ror #32
ror	x5, x3, #15
mul	x0, x0, x26
eor	x16, x1, x16
ror	x1, x4, #15
eor	x5, x5, x3, ror #40
mul	x16, x16, x26
eor	x1, x1, x4, ror #40
eor	x3, x5, x3
lsr	x5, x15, #35
mul	x3, x3, x26
eor	x1, x1, x4
lsr	x4, x18, #35
add	x5, x5, #0x8
mul	x1, x1, x26
eor	x15, x5, x15
lsr	x5, x16, #35
add	x4, x4, #0x8
eor	x18, x4, x18
add	x4, x5, #0x8
mul	x15, x15, x26
lsr	x5, x3, #35
eor	x16, x4, x16
mul	x16, x16, x26
lsr	x4, x1, #35
add	x5, x5, #0x8
eor	x3, x5, x3
lsr	x5, x0, #35
mul	x18, x18, x26
add	x4, x4, #0x8
eor	x15, x15, x15, lsr #28
eor	x1, x4, x1
lsr	x4, x17, #35
add	x5, x5, #0x8
eor	x0, x5, x0
lsr	x5, x14, #35
mul	x3, x3, x26
add	x4, x4, #0x8
eor	x16, x16, x16, lsr #28
mul	x0, x0, x26
eor	x17, x4, x17
add	x4, x5, #0x8
eor	x14, x4, x14
eor	x18, x18, x18, lsr #28
mul	x1, x1, x26
eor	x3, x3, x3, lsr #28
mul	x17, x17, x26
eor	x0, x0, x0, lsr #28
mul	x14, x14, x26
eor	x1, x1, x1, lsr #28
stp	x16, x0, [x12, #-16]
eor	x16, x17, x17, lsr #28
stp	x3, x1, [x12, #-32]
eor	x14, x14, x14, lsr #28
stp	x18, x16, [x12]
stp	x15, x14, [x12, #16]
add	x12, x12, #0x40
b.ne	78618 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc0>  // b.any
ldr	x0, [sp, #192]
cmp	x9, x2
b.eq	7888c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x334>  // b.none
orr	x10, x9, #0x1
and	x11, x2, #0x38
cmp	x2, x10
ldr	x10, [x25, #16]
csinc	x13, x2, x9, hi	// hi = pmore
sub	x14, x13, x9
cmp	x14, #0x2
b.cc	78848 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f0>  // b.lo, b.ul, b.last
and	x12, x13, #0x1
mov	w15, #0x8                   	// #8
sub	x11, x14, x12
bfi	x15, x8, #6, #58
add	x14, sp, #0xe0
add	x11, x9, x11
add	x9, x9, x12
sub	x9, x9, x13
add	x13, x6, x15
add	x14, x14, x15
ldp	x15, x16, [x13, #-8]
adds	x9, x9, #0x2
add	x13, x13, #0x10
eor	x15, x10, x15, ror #32
eor	x16, x10, x16, ror #32
ror	x17, x15, #40
ror	x18, x16, #40
eor	x17, x17, x15, ror #15
eor	x18, x18, x16, ror #15
eor	x15, x17, x15
eor	x16, x18, x16
mul	x15, x15, x26
mul	x16, x16, x26
lsr	x17, x15, #35
lsr	x18, x16, #35
add	x17, x17, #0x8
eor	x15, x17, x15
add	x17, x18, #0x8
mul	x15, x15, x26
eor	x16, x17, x16
mul	x16, x16, x26
eor	x15, x15, x15, lsr #28
eor	x16, x16, x16, lsr #28
stp	x15, x16, [x14, #-8]
add	x14, x14, #0x10
b.ne	787dc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x284>  // b.any
cbz	x12, 7888c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x334>
add	x9, sp, #0xe0
mov	x12, x11
ldr	x11, [x6, x11, lsl #3]
eor	x11, x10, x11, ror #32
ror	x13, x11, #40
eor	x13, x13, x11, ror #15
eor	x11, x13, x11
mul	x11, x11, x26
lsr	x13, x11, #35
add	x13, x13, #0x8
eor	x11, x13, x11
mul	x13, x11, x26
add	x11, x12, #0x1
cmp	x11, x2
eor	x13, x13, x13, lsr #28
str	x13, [x9, x12, lsl #3]
b.cc	7884c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f4>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #224]
tst	x2, #0x7
ldp	q2, q3, [sp, #256]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x0
umulh	x10, x10, x0
umulh	x11, x11, x0
umulh	x12, x12, x0
stp	x9, x10, [sp, #480]
umulh	x14, x14, x0
umulh	x13, x13, x0
stp	x11, x12, [sp, #496]
umulh	x16, x16, x0
str	x14, [sp, #512]
umulh	x9, x15, x0
str	x13, [sp, #520]
str	x16, [sp, #528]
str	x9, [sp, #536]
b.ne	7892c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d4>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
add	x8, sp, #0xe0
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x8, #512]
b	78afc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5a4>
ldp	x9, x10, [sp, #288]
cmp	x8, #0x2
ldp	x11, x12, [sp, #304]
ldp	x13, x14, [sp, #320]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #336]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #544]
umulh	x12, x12, x0
str	x10, [sp, #552]
umulh	x13, x13, x0
str	x11, [sp, #560]
umulh	x14, x14, x0
str	x12, [sp, #568]
umulh	x15, x15, x0
str	x13, [sp, #576]
umulh	x9, x16, x0
str	x14, [sp, #584]
str	x15, [sp, #592]
str	x9, [sp, #600]
b.eq	78a34 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4dc>  // b.none
ldp	x9, x10, [sp, #352]
cmp	x8, #0x3
ldp	x11, x12, [sp, #368]
ldp	x13, x14, [sp, #384]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #400]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #608]
umulh	x12, x12, x0
str	x10, [sp, #616]
umulh	x13, x13, x0
str	x11, [sp, #624]
umulh	x14, x14, x0
str	x12, [sp, #632]
umulh	x15, x15, x0
str	x13, [sp, #640]
umulh	x9, x16, x0
str	x14, [sp, #648]
str	x15, [sp, #656]
str	x9, [sp, #664]
b.eq	78a34 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x4dc>  // b.none
ldp	x9, x10, [sp, #416]
cmp	x8, #0x4
ldp	x11, x12, [sp, #432]
ldp	x13, x14, [sp, #448]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #464]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #672]
umulh	x12, x12, x0
str	x10, [sp, #680]
umulh	x13, x13, x0
str	x11, [sp, #688]
umulh	x14, x14, x0
str	x12, [sp, #696]
umulh	x15, x15, x0
str	x13, [sp, #704]
umulh	x9, x16, x0
str	x14, [sp, #712]
str	x15, [sp, #720]
str	x9, [sp, #728]
b.ne	79fb4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a5c>  // b.any
mov	w9, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w9, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w9
add	x9, sp, #0xe0
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x9, #512]
b.eq	78afc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5a4>  // b.none
ldp	q2, q1, [sp, #288]
cmp	x8, #0x2
ldp	q4, q3, [sp, #320]
add	x9, sp, #0xe0
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x9, #544]
b.eq	78afc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5a4>  // b.none
add	x10, sp, #0xe0
mov	w9, #0x79b1                	// #31153
cmp	x8, #0x3
ldp	q1, q0, [x10, #128]
movk	w9, #0x9e37, lsl #16
ldp	q3, q2, [x10, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w9
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x10, #576]
b.eq	78afc <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5a4>  // b.none
add	x8, sp, #0xe0
ldp	q2, q1, [x8, #192]
ldp	q4, q3, [x8, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x8, #608]
ldr	x8, [sp, #184]
cmp	x8, #0x40, lsl #12
b.ls	78b28 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5d0>  // b.plast
add	x9, sp, #0xe0
lsl	x8, x2, #3
add	x9, x9, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x23, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	78b14 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x5bc>  // b.any
add	x8, x6, #0x20
adrp	x9, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
movi	v18.4s, #0x1
stp	x6, x8, [sp, #16]
add	x8, x6, #0x8
ldr	q17, [x9, #3488]
str	x8, [sp, #8]
adrp	x8, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
adrp	x9, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
ldr	q16, [x8, #3472]
adrp	x8, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
ldr	q20, [x9, #3520]
mov	w9, #0x79b1                	// #31153
ldr	q19, [x8, #3504]
adrp	x8, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
movk	w9, #0x9e37, lsl #16
ldr	q21, [x8, #3536]
adrp	x8, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
adrp	x10, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
dup	v0.4s, w9
adrp	x9, 103000 <core::num::imp::flt2dec::strategy::grisu::CACHED_POW10+0x98>
ldr	x28, [x25, #16]
ldr	q22, [x8, #3552]
ldr	q23, [x10, #3568]
ldr	q24, [x9, #3584]
mov	x0, xzr
add	x19, sp, #0x360
add	x8, sp, #0xe0
sub	x21, x29, #0x30
str	q0, [sp, #32]
stp	q24, q23, [sp, #48]
stp	q22, q21, [sp, #80]
stp	q20, q19, [sp, #112]
stp	q17, q16, [sp, #144]
add	x25, x2, x0
mov	w10, #0x20                  	// #32
mov	x20, x8
subs	x9, x24, x25
cmp	x9, #0x20
csel	x27, x9, x10, cc	// cc = lo, ul, last
cmp	x24, x25
b.eq	790b0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb58>  // b.none
adds	x1, x27, x25
b.cs	792ac <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd54>  // b.hs, b.nlast
cmp	x1, x24
b.hi	792ac <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd54>  // b.pmore
lsr	x8, x27, #3
cbz	x8, 78d68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x810>
ldr	x9, [sp, #24]
add	x10, x19, #0x20
mov	x11, x8
add	x9, x9, x25, lsl #3
ldp	x13, x12, [x9, #16]
subs	x11, x11, #0x1
ldp	x16, x15, [x9]
eor	x12, x28, x12, ror #32
eor	x13, x28, x13, ror #32
eor	x15, x28, x15, ror #32
eor	x16, x28, x16, ror #32
ror	x14, x12, #15
ror	x17, x13, #15
ror	x1, x15, #15
ror	x3, x16, #15
eor	x14, x14, x12, ror #40
eor	x17, x17, x13, ror #40
eor	x1, x1, x15, ror #40
eor	x3, x3, x16, ror #40
eor	x12, x14, x12
ldp	x14, x18, [x9, #-16]
eor	x15, x1, x15
ldp	x1, x4, [x9, #-32]
eor	x13, x17, x13
eor	x16, x3, x16
mul	x15, x15, x26
eor	x18, x28, x18, ror #32
eor	x14, x28, x14, ror #32
add	x9, x9, #0x40
eor	x1, x28, x1, ror #32
mul	x13, x13, x26
ror	x17, x18, #15
ror	x3, x14, #15
mul	x16, x16, x26
eor	x17, x17, x18, ror #40
mul	x12, x12, x26
eor	x17, x17, x18
eor	x18, x3, x14, ror #40
eor	x3, x28, x4, ror #32
ror	x4, x1, #15
mul	x17, x17, x26
eor	x14, x18, x14
ror	x18, x3, #15
eor	x4, x4, x1, ror #40
mul	x14, x14, x26
eor	x18, x18, x3, ror #40
eor	x1, x4, x1
lsr	x4, x13, #35
mul	x1, x1, x26
eor	x18, x18, x3
lsr	x3, x16, #35
add	x4, x4, #0x8
mul	x18, x18, x26
eor	x13, x4, x13
lsr	x4, x14, #35
add	x3, x3, #0x8
eor	x16, x3, x16
add	x3, x4, #0x8
mul	x13, x13, x26
lsr	x4, x1, #35
eor	x14, x3, x14
mul	x14, x14, x26
lsr	x3, x18, #35
add	x4, x4, #0x8
eor	x1, x4, x1
lsr	x4, x17, #35
mul	x16, x16, x26
add	x3, x3, #0x8
eor	x13, x13, x13, lsr #28
eor	x18, x3, x18
lsr	x3, x15, #35
add	x4, x4, #0x8
eor	x17, x4, x17
lsr	x4, x12, #35
mul	x1, x1, x26
add	x3, x3, #0x8
eor	x14, x14, x14, lsr #28
mul	x17, x17, x26
eor	x15, x3, x15
add	x3, x4, #0x8
eor	x12, x3, x12
eor	x16, x16, x16, lsr #28
mul	x18, x18, x26
eor	x1, x1, x1, lsr #28
mul	x15, x15, x26
eor	x17, x17, x17, lsr #28
mul	x12, x12, x26
eor	x18, x18, x18, lsr #28
stp	x14, x17, [x10, #-16]
eor	x14, x15, x15, lsr #28
stp	x1, x18, [x10, #-32]
eor	x12, x12, x12, lsr #28
stp	x16, x14, [x10]
stp	x13, x12, [x10, #16]
add	x10, x10, #0x40
b.ne	78bf8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x6a0>  // b.any
and	x11, x27, #0x38
ldr	x18, [sp, #192]
cmp	x11, x27
b.eq	78e74 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x91c>  // b.none
orr	x9, x11, #0x1
cmp	x27, x9
and	x9, x27, #0x38
csinc	x12, x27, x11, hi	// hi = pmore
sub	x13, x12, x11
cmp	x13, #0x2
b.cc	78e2c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x8d4>  // b.lo, b.ul, b.last
and	x10, x12, #0x1
lsl	x14, x8, #6
sub	x9, x13, x10
add	x9, x11, x9
add	x11, x11, x10
add	x13, x14, x25, lsl #3
sub	x11, x11, x12
ldr	x12, [sp, #8]
add	x14, x19, x14
add	x12, x12, x13
add	x13, x14, #0x8
ldp	x14, x15, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x14, x28, x14, ror #32
eor	x15, x28, x15, ror #32
ror	x16, x14, #40
ror	x17, x15, #40
eor	x16, x16, x14, ror #15
eor	x17, x17, x15, ror #15
eor	x14, x16, x14
eor	x15, x17, x15
mul	x14, x14, x26
mul	x15, x15, x26
lsr	x16, x14, #35
lsr	x17, x15, #35
add	x16, x16, #0x8
eor	x14, x16, x14
add	x16, x17, #0x8
mul	x14, x14, x26
eor	x15, x16, x15
mul	x15, x15, x26
eor	x14, x14, x14, lsr #28
eor	x15, x15, x15, lsr #28
stp	x14, x15, [x13, #-8]
add	x13, x13, #0x10
b.ne	78dc0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x868>  // b.any
cbz	x10, 78e74 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x91c>
ldr	x10, [sp, #16]
add	x10, x10, x25, lsl #3
mov	x11, x9
ldr	x9, [x10, x9, lsl #3]
eor	x9, x28, x9, ror #32
ror	x12, x9, #40
eor	x12, x12, x9, ror #15
eor	x9, x12, x9
mul	x9, x9, x26
lsr	x12, x9, #35
add	x12, x12, #0x8
eor	x9, x12, x9
mul	x12, x9, x26
add	x9, x11, #0x1
cmp	x9, x27
eor	x12, x12, x12, lsr #28
str	x12, [x19, x11, lsl #3]
b.cc	78e34 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x8dc>  // b.lo, b.ul, b.last
ldp	q0, q1, [x19]
tst	x27, #0x7
ldp	q2, q3, [x19, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x18
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x19, #256]
umulh	x14, x14, x18
umulh	x13, x13, x18
stp	x11, x12, [x19, #272]
umulh	x16, x16, x18
umulh	x9, x15, x18
stp	x14, x13, [x19, #288]
stp	x16, x9, [x19, #304]
b.ne	78f00 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9a8>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x19, #512]
b	79088 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb30>
ldp	x9, x10, [x19, #64]
cmp	x8, #0x2
ldp	x11, x12, [x19, #80]
ldp	x13, x14, [x19, #96]
umulh	x9, x9, x18
ldp	x15, x16, [x19, #112]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x19, #320]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x19, #336]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x19, #352]
stp	x15, x9, [x19, #368]
b.eq	78fd8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa80>  // b.none
ldp	x9, x10, [x19, #128]
cmp	x8, #0x3
ldp	x11, x12, [x19, #144]
ldp	x13, x14, [x19, #160]
umulh	x9, x9, x18
ldp	x15, x16, [x19, #176]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x19, #384]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x19, #400]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x19, #416]
stp	x15, x9, [x19, #432]
b.eq	78fd8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa80>  // b.none
ldp	x9, x10, [x19, #192]
cmp	x8, #0x4
ldp	x11, x12, [x19, #208]
ldp	x13, x14, [x19, #224]
umulh	x9, x9, x18
ldp	x15, x16, [x19, #240]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x19, #448]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x19, #464]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x19, #480]
stp	x15, x9, [x19, #496]
b.ne	79fb4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a5c>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #32]
cmp	x8, #0x1
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x19, #512]
b.eq	79088 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb30>  // b.none
ldp	q1, q0, [x19, #64]
cmp	x8, #0x2
ldp	q3, q2, [x19, #96]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x19, #544]
b.eq	79088 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb30>  // b.none
ldp	q1, q0, [x19, #128]
cmp	x8, #0x3
ldp	q3, q2, [x19, #160]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x19, #576]
b.eq	79088 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb30>  // b.none
ldp	q1, q0, [x19, #192]
ldp	q3, q2, [x19, #224]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #32]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x19, #608]
ldr	x8, [sp, #184]
cmp	x8, #0x40, lsl #12
b.ls	790b0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb58>  // b.plast
lsl	x8, x27, #3
add	x9, x19, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x23, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	7909c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb44>  // b.any
movi	v0.2d, #0x0
ldr	x8, [x22]
add	x9, sp, #0xe0
cmp	x2, #0x20
str	q0, [x9, #1296]
str	q0, [x9, #1280]
b.ne	79194 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc3c>  // b.any
mov	x10, xzr
mov	x9, x10
add	x10, x20, x10, lsl #2
add	x11, x20, x9, lsl #3
ldr	w10, [x10, #512]
ldr	x12, [x11]
and	x10, x10, #0x3ff
ldrh	w10, [x8, x10, lsl #1]
dup	v0.4s, w12
dup	v1.4s, w10
ldr	x10, [x11, #256]
mul	v2.4s, v0.4s, v16.4s
mul	v3.4s, v0.4s, v19.4s
mul	v4.4s, v0.4s, v21.4s
mul	v0.4s, v0.4s, v23.4s
add	x10, x23, x10, lsl #6
ushl	v5.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v20.4s
ushl	v7.4s, v1.4s, v22.4s
ushl	v1.4s, v1.4s, v24.4s
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
ldp	q1, q5, [x10]
ldp	q6, q7, [x10, #32]
add	x10, x9, #0x1
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w11, s0
cmp	w11, #0x0
cset	w11, eq	// eq = none
cmp	x10, #0x20
strb	w11, [x21, x9]
b.ne	790d0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xb78>  // b.any
b	79258 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd00>
cbz	x2, 79258 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd00>
add	x9, x20, #0x100
add	x10, x20, #0x200
sub	x11, x29, #0x30
mov	x12, x2
ldr	w13, [x10], #4
sub	x14, x9, #0x100
ld1r	{v0.4s}, [x14]
and	x13, x13, #0x3ff
ldrh	w13, [x8, x13, lsl #1]
mul	v2.4s, v0.4s, v16.4s
mul	v3.4s, v0.4s, v19.4s
mul	v4.4s, v0.4s, v21.4s
dup	v1.4s, w13
mul	v0.4s, v0.4s, v23.4s
ldr	x13, [x9], #8
ushl	v5.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v20.4s
ushl	v7.4s, v1.4s, v22.4s
ushl	v1.4s, v1.4s, v24.4s
ushr	v2.4s, v2.4s, #27
ushr	v3.4s, v3.4s, #27
ushr	v4.4s, v4.4s, #27
ushr	v0.4s, v0.4s, #27
add	x13, x23, x13, lsl #6
and	v5.16b, v5.16b, v18.16b
and	v6.16b, v6.16b, v18.16b
bic	v7.4s, #0xfe
bic	v1.4s, #0xe
ushl	v2.4s, v5.4s, v2.4s
ushl	v3.4s, v6.4s, v3.4s
ushl	v4.4s, v7.4s, v4.4s
ushl	v0.4s, v1.4s, v0.4s
ldp	q1, q5, [x13]
ldp	q6, q7, [x13, #32]
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w13, s0
cmp	w13, #0x0
cset	w13, eq	// eq = none
subs	x12, x12, #0x1
strb	w13, [x11], #1
b.ne	791a8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc50>  // b.any
cmp	x25, x0
b.cc	79f68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>  // b.lo, b.ul, b.last
ldr	x8, [sp, #208]
cmp	x25, x8
b.hi	79f68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>  // b.pmore
ldr	x8, [sp, #200]
sub	x1, x29, #0x30
add	x0, x8, x0
bl	9240 <memcpy@plt>
movi	v18.4s, #0x1
ldp	q24, q23, [sp, #48]
ldp	q22, q21, [sp, #80]
cmp	x24, x25
ldp	q20, q19, [sp, #112]
mov	x8, x19
ldp	q17, q16, [sp, #144]
mov	x19, x20
mov	x0, x25
mov	x2, x27
b.ne	78bb0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x658>  // b.any
b	79f48 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19f0>
adrp	x3, 14c000 <anon.d6b0f44cbef3122327548ba28b195c82.170.llvm.2590691125089492606+0x8>
add	x3, x3, #0x7c8
mov	x0, x25
mov	x2, x24
bl	a450 <core::slice::index::slice_index_fail>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x3, x8
stp	x9, x3, [sp, #184]
tbnz	w0, #0, 785a8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x50>
str	x3, [sp, #216]
b.ne	79f90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a38>  // b.any
add	x0, sp, #0xe0
mov	w1, wzr
mov	w2, #0x280                 	// #640
str	x22, [sp, #160]
bl	96d0 <memset@plt>
add	x0, sp, #0x360
mov	w1, wzr
mov	w2, #0x280                 	// #640
bl	96d0 <memset@plt>
ldr	x21, [x25, #8]
mov	w8, #0x20                  	// #32
cmp	x21, #0x20
csel	x2, x21, x8, cc	// cc = lo, ul, last
cbz	x21, 79f48 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19f0>
mov	x28, #0xdf25                	// #57125
lsr	x8, x2, #3
ldr	x7, [x25]
movk	x28, #0x1e98, lsl #16
and	x9, x2, #0x38
movk	x28, #0x1c65, lsl #32
movk	x28, #0x9fb2, lsl #48
cbz	x8, 794b4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf5c>
ldr	x10, [x25, #16]
add	x12, sp, #0xe0
add	x11, x7, #0x20
add	x12, x12, #0x20
mov	x13, x8
ldp	x15, x14, [x11, #16]
subs	x13, x13, #0x1
ldp	x18, x17, [x11]
eor	x14, x10, x14, ror #32
eor	x15, x10, x15, ror #32
eor	x17, x10, x17, ror #32
eor	x18, x10, x18, ror #32
ror	x16, x14, #40
ror	x0, x15, #40
ror	x3, x17, #40
ror	x4, x18, #40
eor	x16, x16, x14, ror #15
eor	x0, x0, x15, ror #15
eor	x3, x3, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x14, x16, x14
ldp	x16, x1, [x11, #-16]
eor	x17, x3, x17
ldp	x3, x5, [x11, #-32]
eor	x15, x0, x15
eor	x18, x4, x18
mul	x17, x17, x28
eor	x1, x10, x1, ror #32
eor	x16, x10, x16, ror #32
add	x11, x11, #0x40
eor	x3, x10, x3, ror #32
mul	x15, x15, x28
ror	x0, x1, #40
ror	x4, x16, #40
mul	x18, x18, x28
eor	x0, x0, x1, ror #15
mul	x14, x14, x28
eor	x0, x0, x1
eor	x1, x4, x16, ror #15
eor	x4, x10, x5, ror #32
ror	x5, x3, #40
mul	x0, x0, x28
eor	x16, x1, x16
ror	x1, x4, #40
eor	x5, x5, x3, ror #15
mul	x16, x16, x28
eor	x1, x1, x4, ror #15
eor	x3, x5, x3
lsr	x5, x15, #35
mul	x3, x3, x28
eor	x1, x1, x4
lsr	x4, x18, #35
add	x5, x5, #0x8
mul	x1, x1, x28
eor	x15, x5, x15
lsr	x5, x16, #35
add	x4, x4, #0x8
eor	x18, x4, x18
add	x4, x5, #0x8
mul	x15, x15, x28
lsr	x5, x3, #35
eor	x16, x4, x16
mul	x16, x16, x28
lsr	x4, x1, #35
add	x5, x5, #0x8
eor	x3, x5, x3
lsr	x5, x0, #35
mul	x18, x18, x28
add	x4, x4, #0x8
eor	x15, x15, x15, lsr #28
eor	x1, x4, x1
lsr	x4, x17, #35
add	x5, x5, #0x8
eor	x0, x5, x0
lsr	x5, x14, #35
mul	x3, x3, x28
add	x4, x4, #0x8
eor	x16, x16, x16, lsr #28
mul	x0, x0, x28
eor	x17, x4, x17
add	x4, x5, #0x8
eor	x14, x4, x14
eor	x18, x18, x18, lsr #28
mul	x1, x1, x28
eor	x3, x3, x3, lsr #28
mul	x17, x17, x28
eor	x0, x0, x0, lsr #28
mul	x14, x14, x28
eor	x1, x1, x1, lsr #28
stp	x16, x0, [x12, #-16]
eor	x16, x17, x17, lsr #28
stp	x3, x1, [x12, #-32]
eor	x14, x14, x14, lsr #28
stp	x18, x16, [x12]
stp	x15, x14, [x12, #16]
add	x12, x12, #0x40
b.ne	79344 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xdec>  // b.any
ldr	x0, [sp, #192]
cmp	x9, x2
b.eq	795b8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>  // b.none
orr	x10, x9, #0x1
and	x11, x2, #0x38
cmp	x2, x10
ldr	x10, [x25, #16]
csinc	x13, x2, x9, hi	// hi = pmore
sub	x14, x13, x9
cmp	x14, #0x2
b.cc	79574 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x101c>  // b.lo, b.ul, b.last
and	x12, x13, #0x1
mov	w15, #0x8                   	// #8
sub	x11, x14, x12
bfi	x15, x8, #6, #58
add	x14, sp, #0xe0
add	x11, x9, x11
add	x9, x9, x12
sub	x9, x9, x13
add	x13, x7, x15
add	x14, x14, x15
ldp	x15, x16, [x13, #-8]
adds	x9, x9, #0x2
add	x13, x13, #0x10
eor	x15, x10, x15, ror #32
eor	x16, x10, x16, ror #32
ror	x17, x15, #15
ror	x18, x16, #15
eor	x17, x17, x15, ror #40
eor	x18, x18, x16, ror #40
eor	x15, x17, x15
eor	x16, x18, x16
mul	x15, x15, x28
mul	x16, x16, x28
lsr	x17, x15, #35
lsr	x18, x16, #35
add	x17, x17, #0x8
eor	x15, x17, x15
add	x17, x18, #0x8
mul	x15, x15, x28
eor	x16, x17, x16
mul	x16, x16, x28
eor	x15, x15, x15, lsr #28
eor	x16, x16, x16, lsr #28
stp	x15, x16, [x14, #-8]
add	x14, x14, #0x10
b.ne	79508 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xfb0>  // b.any
cbz	x12, 795b8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>
add	x9, sp, #0xe0
mov	x12, x11
ldr	x11, [x7, x11, lsl #3]
eor	x11, x10, x11, ror #32
ror	x13, x11, #15
eor	x13, x13, x11, ror #40
eor	x11, x13, x11
mul	x11, x11, x28
lsr	x13, x11, #35
add	x13, x13, #0x8
eor	x11, x13, x11
mul	x13, x11, x28
add	x11, x12, #0x1
cmp	x11, x2
eor	x13, x13, x13, lsr #28
str	x13, [x9, x12, lsl #3]
b.cc	79578 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1020>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #224]
tst	x2, #0x7
ldp	q2, q3, [sp, #256]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x0
umulh	x10, x10, x0
umulh	x11, x11, x0
umulh	x12, x12, x0
stp	x9, x10, [sp, #480]
umulh	x14, x14, x0
umulh	x13, x13, x0
stp	x11, x12, [sp, #496]
umulh	x16, x16, x0
str	x14, [sp, #512]
umulh	x9, x15, x0
str	x13, [sp, #520]
str	x16, [sp, #528]
str	x9, [sp, #536]
b.ne	79658 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
add	x8, sp, #0xe0
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x8, #512]
b	79828 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d0>
ldp	x9, x10, [sp, #288]
cmp	x8, #0x2
ldp	x11, x12, [sp, #304]
ldp	x13, x14, [sp, #320]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #336]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #544]
umulh	x12, x12, x0
str	x10, [sp, #552]
umulh	x13, x13, x0
str	x11, [sp, #560]
umulh	x14, x14, x0
str	x12, [sp, #568]
umulh	x15, x15, x0
str	x13, [sp, #576]
umulh	x9, x16, x0
str	x14, [sp, #584]
str	x15, [sp, #592]
str	x9, [sp, #600]
b.eq	79760 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1208>  // b.none
ldp	x9, x10, [sp, #352]
cmp	x8, #0x3
ldp	x11, x12, [sp, #368]
ldp	x13, x14, [sp, #384]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #400]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #608]
umulh	x12, x12, x0
str	x10, [sp, #616]
umulh	x13, x13, x0
str	x11, [sp, #624]
umulh	x14, x14, x0
str	x12, [sp, #632]
umulh	x15, x15, x0
str	x13, [sp, #640]
umulh	x9, x16, x0
str	x14, [sp, #648]
str	x15, [sp, #656]
str	x9, [sp, #664]
b.eq	79760 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1208>  // b.none
ldp	x9, x10, [sp, #416]
cmp	x8, #0x4
ldp	x11, x12, [sp, #432]
ldp	x13, x14, [sp, #448]
umulh	x9, x9, x0
ldp	x15, x16, [sp, #464]
umulh	x10, x10, x0
umulh	x11, x11, x0
str	x9, [sp, #672]
umulh	x12, x12, x0
str	x10, [sp, #680]
umulh	x13, x13, x0
str	x11, [sp, #688]
umulh	x14, x14, x0
str	x12, [sp, #696]
umulh	x15, x15, x0
str	x13, [sp, #704]
umulh	x9, x16, x0
str	x14, [sp, #712]
str	x15, [sp, #720]
str	x9, [sp, #728]
b.ne	79fb4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a5c>  // b.any
mov	w9, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w9, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w9
add	x9, sp, #0xe0
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x9, #512]
b.eq	79828 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d0>  // b.none
ldp	q2, q1, [sp, #288]
cmp	x8, #0x2
ldp	q4, q3, [sp, #320]
add	x9, sp, #0xe0
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x9, #544]
b.eq	79828 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d0>  // b.none
add	x10, sp, #0xe0
mov	w9, #0x79b1                	// #31153
cmp	x8, #0x3
ldp	q1, q0, [x10, #128]
movk	w9, #0x9e37, lsl #16
ldp	q3, q2, [x10, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w9
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x10, #576]
b.eq	79828 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d0>  // b.none
add	x8, sp, #0xe0
ldp	q2, q1, [x8, #192]
ldp	q4, q3, [x8, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x8, #608]
ldr	x8, [sp, #184]
cmp	x8, #0x40, lsl #12
b.ls	79854 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12fc>  // b.plast
add	x9, sp, #0xe0
lsl	x8, x2, #3
add	x9, x9, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x23, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	79840 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12e8>  // b.any
add	x8, x7, #0x20
ldr	x20, [x25, #16]
mov	x0, xzr
str	x8, [sp, #128]
mov	w8, #0x79b1                	// #31153
add	x9, x7, #0x8
movk	w8, #0x9e37, lsl #16
add	x27, sp, #0x360
sub	x5, x29, #0x30
dup	v0.4s, w8
add	x8, sp, #0xe0
adrp	x26, 10f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x476>
add	x26, x26, #0x364
mov	w19, #0x1                   	// #1
str	x7, [sp, #112]
str	x9, [sp, #96]
str	q0, [sp, #144]
add	x25, x2, x0
mov	w10, #0x20                  	// #32
mov	x22, x8
subs	x9, x21, x25
cmp	x9, #0x20
csel	x24, x9, x10, cc	// cc = lo, ul, last
cmp	x21, x25
b.eq	79d98 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1840>  // b.none
adds	x1, x24, x25
b.cs	79f7c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a24>  // b.hs, b.nlast
cmp	x1, x21
b.hi	79f7c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a24>  // b.pmore
lsr	x8, x24, #3
cbz	x8, 79a50 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f8>
ldr	x9, [sp, #128]
add	x10, x27, #0x20
mov	x11, x8
add	x9, x9, x25, lsl #3
ldp	x13, x12, [x9, #16]
subs	x11, x11, #0x1
ldp	x16, x15, [x9]
eor	x12, x20, x12, ror #32
eor	x13, x20, x13, ror #32
eor	x15, x20, x15, ror #32
eor	x16, x20, x16, ror #32
ror	x14, x12, #40
ror	x17, x13, #40
ror	x1, x15, #40
ror	x3, x16, #40
eor	x14, x14, x12, ror #15
eor	x17, x17, x13, ror #15
eor	x1, x1, x15, ror #15
eor	x3, x3, x16, ror #15
eor	x12, x14, x12
ldp	x14, x18, [x9, #-16]
eor	x15, x1, x15
ldp	x1, x4, [x9, #-32]
eor	x13, x17, x13
eor	x16, x3, x16
mul	x15, x15, x28
eor	x18, x20, x18, ror #32
eor	x14, x20, x14, ror #32
add	x9, x9, #0x40
eor	x1, x20, x1, ror #32
mul	x13, x13, x28
ror	x17, x18, #40
ror	x3, x14, #40
mul	x16, x16, x28
eor	x17, x17, x18, ror #15
mul	x12, x12, x28
eor	x17, x17, x18
eor	x18, x3, x14, ror #15
eor	x3, x20, x4, ror #32
ror	x4, x1, #40
mul	x17, x17, x28
eor	x14, x18, x14
ror	x18, x3, #40
eor	x4, x4, x1, ror #15
mul	x14, x14, x28
eor	x18, x18, x3, ror #15
eor	x1, x4, x1
lsr	x4, x13, #35
mul	x1, x1, x28
eor	x18, x18, x3
lsr	x3, x16, #35
add	x4, x4, #0x8
mul	x18, x18, x28
eor	x13, x4, x13
lsr	x4, x14, #35
add	x3, x3, #0x8
eor	x16, x3, x16
add	x3, x4, #0x8
mul	x13, x13, x28
lsr	x4, x1, #35
eor	x14, x3, x14
mul	x14, x14, x28
lsr	x3, x18, #35
add	x4, x4, #0x8
eor	x1, x4, x1
lsr	x4, x17, #35
mul	x16, x16, x28
add	x3, x3, #0x8
eor	x13, x13, x13, lsr #28
eor	x18, x3, x18
lsr	x3, x15, #35
add	x4, x4, #0x8
eor	x17, x4, x17
lsr	x4, x12, #35
mul	x1, x1, x28
add	x3, x3, #0x8
eor	x14, x14, x14, lsr #28
mul	x17, x17, x28
eor	x15, x3, x15
add	x3, x4, #0x8
eor	x12, x3, x12
eor	x16, x16, x16, lsr #28
mul	x18, x18, x28
eor	x1, x1, x1, lsr #28
mul	x15, x15, x28
eor	x17, x17, x17, lsr #28
mul	x12, x12, x28
eor	x18, x18, x18, lsr #28
stp	x14, x17, [x10, #-16]
eor	x14, x15, x15, lsr #28
stp	x1, x18, [x10, #-32]
eor	x12, x12, x12, lsr #28
stp	x16, x14, [x10]
stp	x13, x12, [x10, #16]
add	x10, x10, #0x40
b.ne	798e0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1388>  // b.any
and	x11, x24, #0x38
ldr	x18, [sp, #192]
cmp	x11, x24
b.eq	79b5c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1604>  // b.none
orr	x9, x11, #0x1
cmp	x24, x9
and	x9, x24, #0x38
csinc	x12, x24, x11, hi	// hi = pmore
sub	x13, x12, x11
cmp	x13, #0x2
b.cc	79b14 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15bc>  // b.lo, b.ul, b.last
and	x10, x12, #0x1
lsl	x14, x8, #6
sub	x9, x13, x10
add	x9, x11, x9
add	x11, x11, x10
add	x13, x14, x25, lsl #3
sub	x11, x11, x12
ldr	x12, [sp, #96]
add	x14, x27, x14
add	x12, x12, x13
add	x13, x14, #0x8
ldp	x14, x15, [x12, #-8]
adds	x11, x11, #0x2
add	x12, x12, #0x10
eor	x14, x20, x14, ror #32
eor	x15, x20, x15, ror #32
ror	x16, x14, #15
ror	x17, x15, #15
eor	x16, x16, x14, ror #40
eor	x17, x17, x15, ror #40
eor	x14, x16, x14
eor	x15, x17, x15
mul	x14, x14, x28
mul	x15, x15, x28
lsr	x16, x14, #35
lsr	x17, x15, #35
add	x16, x16, #0x8
eor	x14, x16, x14
add	x16, x17, #0x8
mul	x14, x14, x28
eor	x15, x16, x15
mul	x15, x15, x28
eor	x14, x14, x14, lsr #28
eor	x15, x15, x15, lsr #28
stp	x14, x15, [x13, #-8]
add	x13, x13, #0x10
b.ne	79aa8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1550>  // b.any
cbz	x10, 79b5c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1604>
ldr	x10, [sp, #112]
add	x10, x10, x25, lsl #3
mov	x11, x9
ldr	x9, [x10, x9, lsl #3]
eor	x9, x20, x9, ror #32
ror	x12, x9, #15
eor	x12, x12, x9, ror #40
eor	x9, x12, x9
mul	x9, x9, x28
lsr	x12, x9, #35
add	x12, x12, #0x8
eor	x9, x12, x9
mul	x12, x9, x28
add	x9, x11, #0x1
cmp	x9, x24
eor	x12, x12, x12, lsr #28
str	x12, [x27, x11, lsl #3]
b.cc	79b1c <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c4>  // b.lo, b.ul, b.last
ldp	q0, q1, [x27]
tst	x24, #0x7
ldp	q2, q3, [x27, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x10, v0.d[1]
fmov	x9, d0
mov	x12, v1.d[1]
mov	x13, v2.d[1]
mov	x15, v3.d[1]
fmov	x11, d1
fmov	x14, d2
fmov	x16, d3
umulh	x9, x9, x18
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x27, #256]
umulh	x14, x14, x18
umulh	x13, x13, x18
stp	x11, x12, [x27, #272]
umulh	x16, x16, x18
umulh	x9, x15, x18
stp	x14, x13, [x27, #288]
stp	x16, x9, [x27, #304]
b.ne	79be8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1690>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x27, #512]
b	79d70 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1818>
ldp	x9, x10, [x27, #64]
cmp	x8, #0x2
ldp	x11, x12, [x27, #80]
ldp	x13, x14, [x27, #96]
umulh	x9, x9, x18
ldp	x15, x16, [x27, #112]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x27, #320]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x27, #336]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x27, #352]
stp	x15, x9, [x27, #368]
b.eq	79cc0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1768>  // b.none
ldp	x9, x10, [x27, #128]
cmp	x8, #0x3
ldp	x11, x12, [x27, #144]
ldp	x13, x14, [x27, #160]
umulh	x9, x9, x18
ldp	x15, x16, [x27, #176]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x27, #384]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x27, #400]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x27, #416]
stp	x15, x9, [x27, #432]
b.eq	79cc0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1768>  // b.none
ldp	x9, x10, [x27, #192]
cmp	x8, #0x4
ldp	x11, x12, [x27, #208]
ldp	x13, x14, [x27, #224]
umulh	x9, x9, x18
ldp	x15, x16, [x27, #240]
umulh	x10, x10, x18
umulh	x11, x11, x18
umulh	x12, x12, x18
stp	x9, x10, [x27, #448]
umulh	x13, x13, x18
umulh	x14, x14, x18
stp	x11, x12, [x27, #464]
umulh	x15, x15, x18
umulh	x9, x16, x18
stp	x13, x14, [x27, #480]
stp	x15, x9, [x27, #496]
b.ne	79fb4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a5c>  // b.any
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
ldr	q2, [sp, #144]
cmp	x8, #0x1
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x27, #512]
b.eq	79d70 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1818>  // b.none
ldp	q1, q0, [x27, #64]
cmp	x8, #0x2
ldp	q3, q2, [x27, #96]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x27, #544]
b.eq	79d70 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1818>  // b.none
ldp	q1, q0, [x27, #128]
cmp	x8, #0x3
ldp	q3, q2, [x27, #160]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x27, #576]
b.eq	79d70 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1818>  // b.none
ldp	q1, q0, [x27, #192]
ldp	q3, q2, [x27, #224]
uzp1	v0.4s, v1.4s, v0.4s
uzp1	v1.4s, v3.4s, v2.4s
ldr	q2, [sp, #144]
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x27, #608]
ldr	x8, [sp, #184]
cmp	x8, #0x40, lsl #12
b.ls	79d98 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1840>  // b.plast
lsl	x8, x24, #3
add	x9, x27, #0x100
ldr	x10, [x9], #8
subs	x8, x8, #0x8
add	x10, x23, x10, lsl #6
prfm	pldl1keep, [x10]
b.ne	79d84 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x182c>  // b.any
ldr	x8, [sp, #160]
movi	v0.2d, #0x0
add	x9, sp, #0xe0
cmp	x2, #0x20
ldr	x8, [x8]
str	q0, [x9, #1296]
str	q0, [x9, #1280]
b.ne	79e58 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1900>  // b.any
mov	x10, xzr
add	x9, x22, #0x100
add	x11, x22, #0x200
b	79de0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1888>
mov	w12, #0x1                   	// #1
add	x13, x10, #0x1
strb	w12, [x5, x10]
cmp	x13, #0x20
mov	x10, x13
b.eq	79f08 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19b0>  // b.none
ldr	w12, [x11, x10, lsl #2]
and	x12, x12, #0x3ff
ldrh	w12, [x8, x12, lsl #1]
cbz	w12, 79dc8 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1870>
lsl	x14, x10, #3
ldr	x13, [x9, x10, lsl #3]
mov	w15, wzr
add	x13, x23, x13, lsl #6
ldr	w14, [x22, x14]
rbit	w16, w12
sub	w18, w12, #0x1
and	w12, w18, w12
clz	w16, w16
tst	w12, #0xffff
ldr	w17, [x26, w16, uxtw #2]
ldr	w16, [x13, w16, uxtw #2]
mul	w17, w17, w14
lsr	w17, w17, #27
lsl	w17, w19, w17
bic	w16, w17, w16
orr	w15, w16, w15
b.ne	79e04 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x18ac>  // b.any
cmp	w15, #0x0
cset	w12, eq	// eq = none
add	x13, x10, #0x1
strb	w12, [x5, x10]
cmp	x13, #0x20
mov	x10, x13
b.ne	79de0 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1888>  // b.any
b	79f08 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19b0>
cbz	x2, 79f08 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19b0>
mov	x9, xzr
add	x10, x5, x2
add	x11, x22, #0x100
add	x12, x22, #0x200
sub	x13, x29, #0x30
b	79e90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1938>
mov	w14, #0x1                   	// #1
add	x15, x13, #0x1
strb	w14, [x13]
add	x9, x9, #0x1
cmp	x15, x10
mov	x13, x15
b.eq	79f08 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x19b0>  // b.none
ldr	w14, [x12, x9, lsl #2]
and	x14, x14, #0x3ff
ldrh	w14, [x8, x14, lsl #1]
cbz	w14, 79e74 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x191c>
lsl	x16, x9, #3
ldr	x15, [x11, x9, lsl #3]
mov	w17, wzr
add	x15, x23, x15, lsl #6
ldr	w16, [x22, x16]
rbit	w18, w14
sub	w3, w14, #0x1
and	w14, w3, w14
clz	w18, w18
tst	w14, #0xffff
ldr	w1, [x26, w18, uxtw #2]
ldr	w18, [x15, w18, uxtw #2]
mul	w1, w1, w16
lsr	w1, w1, #27
lsl	w1, w19, w1
bic	w18, w1, w18
orr	w17, w18, w17
b.ne	79eb4 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x195c>  // b.any
cmp	w17, #0x0
cset	w14, eq	// eq = none
add	x15, x13, #0x1
strb	w14, [x13]
add	x9, x9, #0x1
cmp	x15, x10
mov	x13, x15
b.ne	79e90 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1938>  // b.any
cmp	x25, x0
b.cc	79f68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>  // b.lo, b.ul, b.last
ldr	x8, [sp, #208]
cmp	x25, x8
b.hi	79f68 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a10>  // b.pmore
ldr	x8, [sp, #200]
sub	x1, x29, #0x30
add	x0, x8, x0
bl	9240 <memcpy@plt>
sub	x5, x29, #0x30
cmp	x21, x25
mov	x8, x27
mov	x27, x22
mov	x0, x25
mov	x2, x24
b.ne	79898 <linebloom::probe::contains_lines::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1340>  // b.any
add	sp, sp, #0x610
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
ldr	x2, [sp, #208]
adrp	x3, 14d000 <anon.d6b0f44cbef3122327548ba28b195c82.344.llvm.2590691125089492606+0xd60>
add	x3, x3, #0x2e0
mov	x1, x25
bl	a450 <core::slice::index::slice_index_fail>
adrp	x3, 14c000 <anon.d6b0f44cbef3122327548ba28b195c82.170.llvm.2590691125089492606+0x8>
add	x3, x3, #0x7c8
mov	x0, x25
mov	x2, x21
bl	a450 <core::slice::index::slice_index_fail>
adrp	x3, 10f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x476>
add	x3, x3, #0xc0
adrp	x5, 14c000 <anon.d6b0f44cbef3122327548ba28b195c82.170.llvm.2590691125089492606+0x8>
add	x5, x5, #0x798
add	x1, sp, #0xd8
add	x2, x22, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a170 <core::panicking::assert_failed::<usize, usize>>
lsl	x1, x8, #3
adrp	x3, 14c000 <anon.d6b0f44cbef3122327548ba28b195c82.170.llvm.2590691125089492606+0x8>
add	x3, x3, #0x780
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	a450 <core::slice::index::slice_index_fail>
