0000000000094338 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x550
str	xzr, [sp]
mov	x20, x6
mov	x23, x4
ldrb	w8, [x1, #24]
mov	x22, x3
mov	x21, x2
add	x25, sp, #0x40
stp	x6, x5, [sp, #40]
cmp	w8, #0x1
b.ne	94e30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaf8>  // b.any
ldr	x8, [x1, #16]
cmp	x8, #0x7
b.ne	95250 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf18>  // b.any
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 97574 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x323c>
lsl	x9, x8, #6
cmp	x22, x8
str	x9, [sp, #32]
tbz	w0, #0, 97584 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x324c>
str	x22, [sp, #56]
b.ne	992d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f98>  // b.any
movi	v0.2d, #0x0
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x26, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 945f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2bc>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x10
eor	x4, x4, x5, ror #15
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x19, ror #32
ror	x19, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x19, x19, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x10
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x10
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	94484 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14c>  // b.any
cmp	x12, x11
b.eq	946f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3bc>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	946b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x378>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x8, #6, #58
sub	x14, x17, x15
add	x8, x12, x15
add	x17, sp, #0x40
add	x14, x12, x14
sub	x8, x8, x16
add	x12, x9, x18
add	x16, x17, x18
ldp	x17, x18, [x12, #-8]
adds	x8, x8, #0x2
add	x12, x12, #0x10
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x17, #15
ror	x1, x18, #15
eor	x0, x0, x17, ror #40
eor	x1, x1, x18, ror #40
eor	x17, x0, x17
eor	x18, x1, x18
mul	x17, x17, x10
mul	x18, x18, x10
lsr	x0, x17, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x17, x0, x17
add	x0, x1, #0x8
mul	x17, x17, x10
eor	x18, x0, x18
mul	x18, x18, x10
eor	x17, x17, x17, lsr #28
eor	x18, x18, x18, lsr #28
stp	x17, x18, [x16, #-8]
add	x16, x16, #0x10
b.ne	94644 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30c>  // b.any
cbz	x15, 946f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3bc>
add	x8, sp, #0x40
mov	x12, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x10
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x15, x14, x10
add	x14, x12, #0x1
cmp	x14, x11
eor	x15, x15, x15, lsr #28
str	x15, [x8, x12, lsl #3]
b.cc	946b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x37c>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
cmp	x2, #0x8
add	x8, x26, #0x100
add	x13, sp, #0x40
dup	v0.2d, x12
b.cc	94730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f8>  // b.lo, b.ul, b.last
add	x14, x13, x11, lsl #2
add	x14, x14, #0x200
cmp	x8, x14
b.cs	9649c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2164>  // b.hs, b.nlast
add	x14, x13, x11, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	9649c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2164>  // b.hs, b.nlast
mov	x14, xzr
add	x15, x13, x14, lsl #2
add	x16, x13, x14, lsl #3
sub	x14, x11, x14
add	x13, x15, #0x200
add	x15, x16, #0x100
ldur	w16, [x15, #-252]
subs	x14, x14, #0x1
mul	x16, x16, x12
lsr	x17, x16, #27
ubfx	x16, x16, #32, #1
and	x17, x17, #0x1fffffffc0
str	x17, [x15], #8
str	w16, [x13], #4
b.ne	94748 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x410>  // b.any
ldr	x13, [sp, #32]
cmp	x13, #0x40, lsl #12
b.ls	94790 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x458>  // b.plast
lsl	x13, x11, #3
ldr	x14, [x8], #8
subs	x13, x13, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	9477c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x444>  // b.any
movi	v1.4s, #0x1
mov	x8, #0x1fffffffc0          	// #137438953408
adrp	x16, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
adrp	x17, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
dup	v2.2d, x8
ldr	x13, [x23, #16]
ldr	q3, [x16, #144]
ldr	q4, [x17, #160]
mov	x1, xzr
add	x14, x9, #0x20
add	x15, x9, #0x8
add	x16, sp, #0x2c0
add	x8, sp, #0x40
mov	w17, #0x20                  	// #32
b	947e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a8>
ldr	x20, [sp, #40]
cmp	x2, x1
mov	x8, x3
mov	x11, x18
b.eq	9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x3, x16
subs	x18, x2, x1
mov	x16, x8
cmp	x18, #0x20
csel	x18, x18, x17, cc	// cc = lo, ul, last
subs	x4, x2, x1
b.eq	94b2c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f4>  // b.none
adds	x8, x18, x1
b.cs	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.hs, b.nlast
cmp	x8, x2
b.hi	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.pmore
lsr	x8, x18, #3
cbz	x8, 94998 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x660>
add	x5, x14, x1, lsl #3
add	x6, x3, #0x20
mov	x7, x8
ldp	x20, x19, [x5, #16]
subs	x7, x7, #0x1
ldp	x24, x23, [x5]
ldp	x28, x26, [x5, #-16]
eor	x19, x13, x19, ror #32
eor	x20, x13, x20, ror #32
eor	x23, x13, x23, ror #32
eor	x24, x13, x24, ror #32
ror	x22, x19, #40
ror	x25, x20, #40
eor	x26, x13, x26, ror #32
ror	x27, x23, #40
eor	x22, x22, x19, ror #15
eor	x25, x25, x20, ror #15
eor	x27, x27, x23, ror #15
eor	x19, x22, x19
eor	x20, x25, x20
eor	x25, x13, x28, ror #32
mul	x22, x19, x10
ror	x19, x24, #40
ror	x28, x26, #40
eor	x23, x27, x23
ldp	x27, x30, [x5, #-32]
eor	x19, x19, x24, ror #15
eor	x28, x28, x26, ror #15
mul	x20, x20, x10
add	x5, x5, #0x40
eor	x19, x19, x24
ror	x24, x25, #40
eor	x27, x13, x27, ror #32
eor	x26, x28, x26
eor	x28, x13, x30, ror #32
mul	x19, x19, x10
eor	x24, x24, x25, ror #15
ror	x30, x27, #40
mul	x26, x26, x10
eor	x24, x24, x25
ror	x25, x28, #40
eor	x30, x30, x27, ror #15
mul	x24, x24, x10
eor	x25, x25, x28, ror #15
eor	x27, x30, x27
lsr	x30, x20, #35
mul	x27, x27, x10
eor	x25, x25, x28
lsr	x28, x19, #35
add	x30, x30, #0x8
mul	x25, x25, x10
eor	x20, x30, x20
lsr	x30, x24, #35
add	x28, x28, #0x8
mul	x23, x23, x10
eor	x19, x28, x19
add	x28, x30, #0x8
lsr	x30, x27, #35
eor	x24, x28, x24
mul	x19, x19, x10
lsr	x28, x25, #35
add	x30, x30, #0x8
eor	x27, x30, x27
lsr	x30, x26, #35
mul	x20, x20, x10
add	x28, x28, #0x8
eor	x25, x28, x25
lsr	x28, x23, #35
add	x30, x30, #0x8
eor	x26, x30, x26
lsr	x30, x22, #35
mul	x24, x24, x10
add	x28, x28, #0x8
eor	x19, x19, x19, lsr #28
eor	x23, x28, x23
add	x28, x30, #0x8
mul	x27, x27, x10
eor	x22, x28, x22
eor	x20, x20, x20, lsr #28
mul	x23, x23, x10
eor	x24, x24, x24, lsr #28
mul	x25, x25, x10
eor	x27, x27, x27, lsr #28
mul	x26, x26, x10
eor	x23, x23, x23, lsr #28
mul	x22, x22, x10
eor	x25, x25, x25, lsr #28
stp	x19, x23, [x6]
eor	x26, x26, x26, lsr #28
stp	x27, x25, [x6, #-32]
eor	x19, x22, x22, lsr #28
stp	x24, x26, [x6, #-16]
stp	x20, x19, [x6, #16]
add	x6, x6, #0x40
b.ne	94828 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f0>  // b.any
and	x6, x18, #0x38
cmp	x6, x18
b.eq	94a98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x760>  // b.none
orr	x5, x6, #0x1
cmp	x18, x5
and	x5, x18, #0x38
csinc	x7, x18, x6, hi	// hi = pmore
sub	x22, x7, x6
cmp	x22, #0x2
b.cc	94a54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x71c>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x8, x7, #0x1
sub	x5, x22, x8
add	x20, x19, x1, lsl #3
add	x5, x6, x5
add	x6, x6, x8
add	x19, x3, x19
sub	x6, x6, x7
add	x7, x15, x20
add	x22, x19, #0x8
ldp	x19, x20, [x7, #-8]
adds	x6, x6, #0x2
add	x7, x7, #0x10
eor	x19, x13, x19, ror #32
eor	x20, x13, x20, ror #32
ror	x23, x19, #15
ror	x24, x20, #15
eor	x23, x23, x19, ror #40
eor	x24, x24, x20, ror #40
eor	x19, x23, x19
eor	x20, x24, x20
mul	x19, x19, x10
mul	x20, x20, x10
lsr	x23, x19, #35
lsr	x24, x20, #35
add	x23, x23, #0x8
eor	x19, x23, x19
add	x23, x24, #0x8
mul	x19, x19, x10
eor	x20, x23, x20
mul	x20, x20, x10
eor	x19, x19, x19, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x20, [x22, #-8]
add	x22, x22, #0x10
b.ne	949e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6b0>  // b.any
cbz	x8, 94a98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x760>
add	x8, x9, x1, lsl #3
mov	x6, x5
ldr	x5, [x8, x5, lsl #3]
eor	x5, x13, x5, ror #32
ror	x7, x5, #15
eor	x7, x7, x5, ror #40
eor	x5, x7, x5
mul	x5, x5, x10
lsr	x7, x5, #35
add	x7, x7, #0x8
eor	x5, x7, x5
mul	x7, x5, x10
add	x5, x6, #0x1
cmp	x5, x18
eor	x7, x7, x7, lsr #28
str	x7, [x3, x6, lsl #3]
b.cc	94a58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x720>  // b.lo, b.ul, b.last
ldr	x20, [sp, #40]
cmp	x4, #0x4
add	x8, x3, #0x100
b.cc	94acc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x794>  // b.lo, b.ul, b.last
add	x4, x3, x18, lsl #2
add	x5, x3, #0x200
add	x4, x4, #0x200
cmp	x8, x4
b.cs	94da4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>  // b.hs, b.nlast
add	x4, x3, x18, lsl #3
add	x4, x4, #0x100
cmp	x5, x4
b.cs	94da4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>  // b.hs, b.nlast
mov	x4, xzr
add	x5, x3, x4, lsl #2
add	x6, x3, x4, lsl #3
sub	x4, x18, x4
add	x5, x5, #0x200
add	x6, x6, #0x100
ldur	w7, [x6, #-252]
subs	x4, x4, #0x1
mul	x7, x7, x12
lsr	x19, x7, #27
ubfx	x7, x7, #32, #1
and	x19, x19, #0x1fffffffc0
str	x19, [x6], #8
str	w7, [x5], #4
b.ne	94ae4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7ac>  // b.any
ldr	x4, [sp, #32]
cmp	x4, #0x40, lsl #12
b.ls	94b2c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f4>  // b.plast
lsl	x4, x18, #3
ldr	x5, [x8], #8
subs	x4, x4, #0x8
add	x5, x21, x5
prfm	pldl1keep, [x5]
b.ne	94b18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7e0>  // b.any
cmp	x1, x0
b.cc	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	94c18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8e0>  // b.any
mov	x11, xzr
add	x0, x16, #0x100
add	x4, x16, #0x204
sub	x5, x0, #0x100
ld1r	{v5.4s}, [x5]
sub	x5, x0, #0xf8
ld1r	{v6.4s}, [x5]
ldp	w5, w19, [x4, #-4]
mul	v7.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
add	x4, x4, #0x8
ldp	x6, x7, [x0], #16
mul	v16.4s, v6.4s, v3.4s
mul	v6.4s, v6.4s, v4.4s
ubfiz	x5, x5, #5, #1
ubfiz	x19, x19, #5, #1
ushr	v7.4s, v7.4s, #27
ushr	v5.4s, v5.4s, #27
add	x6, x21, x6
add	x5, x6, x5
add	x7, x21, x7
add	x6, x8, x11
ushr	v16.4s, v16.4s, #27
ushr	v6.4s, v6.4s, #27
add	x11, x11, #0x2
ushl	v7.4s, v1.4s, v7.4s
ushl	v5.4s, v1.4s, v5.4s
ldp	q17, q18, [x5]
add	x5, x7, x19
ushl	v16.4s, v1.4s, v16.4s
ushl	v6.4s, v1.4s, v6.4s
ldp	q19, q20, [x5]
bic	v7.16b, v7.16b, v17.16b
bic	v5.16b, v5.16b, v18.16b
bic	v16.16b, v16.16b, v19.16b
bic	v6.16b, v6.16b, v20.16b
orr	v5.16b, v5.16b, v7.16b
orr	v6.16b, v6.16b, v16.16b
umaxv	s5, v5.4s
umaxv	s6, v6.4s
fmov	w5, s5
cmp	w5, #0x0
fmov	w5, s6
cset	w7, eq	// eq = none
strb	w7, [x6]
cmp	w5, #0x0
cset	w5, eq	// eq = none
cmp	x11, #0x20
strb	w5, [x6, #1]
b.ne	94b58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x820>  // b.any
b	947cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x494>
ands	x4, x11, #0x3e
b.eq	94d08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9d0>  // b.none
mov	x0, xzr
add	x6, x16, #0x100
add	x5, x16, #0x204
add	x7, x0, #0x2
cmp	x7, #0x22
b.eq	9930c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fd4>  // b.none
sub	x19, x6, #0x100
sub	x20, x6, #0xf8
add	x0, x8, x0
ld1r	{v5.4s}, [x19]
ld1r	{v6.4s}, [x20]
ldp	w20, w22, [x5, #-4]
ldp	x19, x23, [x6], #16
mul	v7.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
mul	v16.4s, v6.4s, v3.4s
mul	v6.4s, v6.4s, v4.4s
ubfiz	x20, x20, #5, #1
ubfiz	x22, x22, #5, #1
add	x19, x21, x19
add	x23, x21, x23
add	x5, x5, #0x8
add	x19, x19, x20
add	x20, x23, x22
ushr	v7.4s, v7.4s, #27
ushr	v5.4s, v5.4s, #27
ushr	v16.4s, v16.4s, #27
ushr	v6.4s, v6.4s, #27
ldp	q17, q18, [x19]
ldp	q19, q20, [x20]
ushl	v7.4s, v1.4s, v7.4s
ushl	v5.4s, v1.4s, v5.4s
ushl	v16.4s, v1.4s, v16.4s
ushl	v6.4s, v1.4s, v6.4s
bic	v7.16b, v7.16b, v17.16b
bic	v5.16b, v5.16b, v18.16b
bic	v16.16b, v16.16b, v19.16b
bic	v6.16b, v6.16b, v20.16b
orr	v5.16b, v5.16b, v7.16b
orr	v6.16b, v6.16b, v16.16b
umaxv	s5, v5.4s
umaxv	s6, v6.4s
fmov	w19, s5
fmov	w20, s6
cmp	w19, #0x0
cset	w19, eq	// eq = none
cmp	w20, #0x0
cset	w20, eq	// eq = none
strb	w19, [x0]
cmp	x4, x7
strb	w20, [x0, #1]
mov	x0, x7
b.ne	94c2c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8f4>  // b.any
cmp	x4, x11
b.eq	947cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x494>  // b.none
add	x8, x8, x4
orr	x5, x11, #0x1
b	94d10 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9d8>
cbz	x11, 947cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x494>
mov	w5, #0x1                   	// #1
mvn	x0, x4
add	x6, x16, #0x200
add	x7, x16, #0x100
add	x11, x0, x11
sub	x0, x5, #0x1
lsl	x19, x4, #3
ldr	w4, [x6, x4, lsl #2]
add	x20, x16, x19
ldr	x19, [x7, x19]
ubfiz	x4, x4, #5, #1
ld1r	{v5.4s}, [x20]
add	x19, x21, x19
add	x4, x19, x4
mul	v6.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
ldp	q7, q16, [x4]
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v5.16b, v6.16b
umaxv	s5, v5.4s
fmov	w4, s5
cmp	w4, #0x0
cset	w4, eq	// eq = none
strb	w4, [x8], #1
cbz	x11, 947cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x494>
add	x0, x0, #0x1
add	x19, x5, #0x1
mov	x4, x5
cmp	x0, #0x20
sub	x11, x11, #0x1
mov	x5, x19
b.ne	94d24 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9ec>  // b.any
b	9931c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fe4>
and	x4, x18, #0x3c
add	x6, x3, #0x100
and	x7, x18, #0x3c
ldp	q5, q6, [x6, #-256]
fmov	x19, d0
mov	x22, v0.d[1]
subs	x7, x7, #0x4
ushr	v5.2d, v5.2d, #32
ushr	v6.2d, v6.2d, #32
fmov	x20, d5
fmov	x24, d6
mov	x23, v6.d[1]
mov	x25, v5.d[1]
mul	x19, x20, x19
fmov	x20, d0
mul	x23, x23, x22
mul	x20, x24, x20
fmov	d6, x19
mul	x22, x25, x22
fmov	d5, x20
mov	v6.d[1], x22
mov	v5.d[1], x23
ushr	v16.2d, v6.2d, #27
ushr	v7.2d, v5.2d, #27
uzp2	v5.4s, v6.4s, v5.4s
and	v6.16b, v7.16b, v2.16b
and	v7.16b, v16.16b, v2.16b
and	v5.16b, v5.16b, v1.16b
stp	q7, q6, [x6], #32
str	q5, [x5], #16
b.ne	94db0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa78>  // b.any
ldr	x20, [sp, #40]
cmp	x18, x4
b.eq	94b08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7d0>  // b.none
b	94ad0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x798>
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 96830 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24f8>
lsl	x9, x8, #6
cmp	x22, x8
str	x9, [sp, #32]
tbz	w0, #0, 96840 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2508>
str	x22, [sp, #56]
b.ne	992d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f98>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 9509c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd64>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x28, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x10
eor	x4, x4, x5, ror #15
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x28, ror #32
ror	x28, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x28, x28, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x28, x6
lsr	x28, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x28, x28, #0x8
mul	x5, x5, x10
eor	x18, x28, x18
lsr	x28, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x28, #0x8
mul	x18, x18, x10
lsr	x28, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x28, x28, #0x8
eor	x6, x28, x6
lsr	x28, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x28, x28, #0x8
eor	x4, x28, x4
lsr	x28, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x28, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	94f2c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbf4>  // b.any
cmp	x12, x11
b.eq	9519c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe64>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	95158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe20>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x40
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #15
ror	x3, x0, #15
eor	x1, x1, x18, ror #40
eor	x3, x3, x0, ror #40
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	950ec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xdb4>  // b.any
cbz	x15, 9519c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe64>
add	x12, sp, #0x40
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #15
eor	x16, x16, x14, ror #40
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x11
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	9515c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe24>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #64]
tst	x11, #0x7
ldp	q2, q3, [sp, #96]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v0.d[1]
fmov	x12, d0
mov	x15, v1.d[1]
fmov	x14, d1
mov	x16, v2.d[1]
fmov	x17, d2
mov	x18, v3.d[1]
fmov	x0, d3
umulh	x12, x12, x22
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #320]
umulh	x16, x16, x22
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x22
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #336]
umulh	x18, x18, x22
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #352]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #368]
b.ne	95afc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x17c4>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x25, #512]
b	95cf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 987f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44b8>
lsl	x9, x8, #6
cmp	x22, x8
str	x9, [sp, #32]
tbz	w0, #0, 98800 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44c8>
str	x22, [sp, #56]
b.ne	992d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f98>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x10, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>
mov	x11, #0xdf25                	// #57125
lsr	x8, x10, #3
ldr	x9, [x23]
movk	x11, #0x1e98, lsl #16
and	x12, x10, #0x38
movk	x11, #0x1c65, lsl #32
movk	x11, #0x9fb2, lsl #48
cbz	x8, 954bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1184>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x11
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x11
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x11
eor	x4, x4, x5, ror #15
mul	x17, x17, x11
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x19, ror #32
ror	x19, x6, #40
mul	x4, x4, x11
eor	x0, x5, x0
ror	x5, x7, #40
eor	x19, x19, x6, ror #15
mul	x0, x0, x11
eor	x5, x5, x7, ror #15
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x11
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x11
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x11
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x11
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x11
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x11
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x11
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x11
eor	x6, x6, x6, lsr #28
mul	x1, x1, x11
eor	x4, x4, x4, lsr #28
mul	x17, x17, x11
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	9534c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1014>  // b.any
cmp	x12, x10
add	x14, x27, #0x100
b.eq	955c0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1288>  // b.none
orr	x13, x12, #0x1
and	x15, x10, #0x38
cmp	x10, x13
ldr	x13, [x23, #16]
csinc	x17, x10, x12, hi	// hi = pmore
sub	x18, x17, x12
cmp	x18, #0x2
b.cc	9557c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1244>  // b.lo, b.ul, b.last
mov	w0, #0x8                   	// #8
and	x16, x17, #0x1
bfi	x0, x8, #6, #58
sub	x15, x18, x16
add	x8, x12, x16
add	x18, sp, #0x40
add	x15, x12, x15
sub	x8, x8, x17
add	x12, x9, x0
add	x17, x18, x0
ldp	x18, x0, [x12, #-8]
adds	x8, x8, #0x2
add	x12, x12, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #15
ror	x3, x0, #15
eor	x1, x1, x18, ror #40
eor	x3, x3, x0, ror #40
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x11
mul	x0, x0, x11
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x11
eor	x0, x1, x0
mul	x0, x0, x11
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	95510 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11d8>  // b.any
cbz	x16, 955c0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1288>
add	x8, sp, #0x40
mov	x12, x15
ldr	x15, [x9, x15, lsl #3]
eor	x15, x13, x15, ror #32
ror	x16, x15, #15
eor	x16, x16, x15, ror #40
eor	x15, x16, x15
mul	x15, x15, x11
lsr	x16, x15, #35
add	x16, x16, #0x8
eor	x15, x16, x15
mul	x16, x15, x11
add	x15, x12, #0x1
cmp	x15, x10
eor	x16, x16, x16, lsr #28
str	x16, [x8, x12, lsl #3]
b.cc	95580 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1248>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
mov	w13, #0x79b1                	// #31153
mov	x15, xzr
movk	w13, #0x9e37, lsl #16
add	x8, sp, #0x40
add	x16, x8, x15, lsl #3
ldr	x17, [x16]
lsr	x18, x17, #32
mul	w17, w17, w13
mul	x18, x18, x12
lsr	w17, w17, #22
lsr	x0, x18, #27
and	x0, x0, #0x1fffffffc0
str	x0, [x16, #256]
ubfx	x16, x18, #32, #1
add	x18, x8, x15, lsl #2
ldrh	w17, [x26, w17, uxtw #1]
add	x15, x15, #0x1
cmp	x10, x15
bfi	w16, w17, #1, #9
str	w16, [x18, #512]
b.ne	955d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x129c>  // b.any
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	9563c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1304>  // b.plast
lsl	x8, x10, #3
ldr	x15, [x14], #8
subs	x8, x8, #0x8
add	x15, x21, x15
prfm	pldl1keep, [x15]
b.ne	95628 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12f0>  // b.any
adrp	x8, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
movi	v1.4s, #0x1
adrp	x17, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
ldr	q0, [x8, #144]
adrp	x8, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
adrp	x18, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
ldr	x14, [x23, #16]
ldr	q2, [x8, #160]
ldr	q3, [x17, #176]
ldr	q4, [x18, #192]
mov	x1, xzr
add	x15, x9, #0x20
add	x17, sp, #0x2c0
add	x8, sp, #0x40
mov	w18, #0x20                  	// #32
b	95688 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1350>
cmp	x2, x1
mov	x8, x3
b.eq	9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>  // b.none
mov	x0, x1
add	x1, x10, x1
mov	x4, x10
subs	x10, x2, x1
mov	x3, x17
mov	x17, x8
cmp	x10, #0x20
csel	x10, x10, x18, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	959b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x167c>  // b.none
adds	x8, x10, x1
b.cs	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.hs, b.nlast
cmp	x8, x2
b.hi	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.pmore
lsr	x8, x10, #3
cbz	x8, 95844 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x150c>
add	x5, x15, x1, lsl #3
add	x6, x3, #0x20
mov	x7, x8
ldp	x20, x19, [x5, #16]
subs	x7, x7, #0x1
ldp	x24, x23, [x5]
ldp	x30, x27, [x5, #-16]
eor	x19, x14, x19, ror #32
eor	x20, x14, x20, ror #32
eor	x23, x14, x23, ror #32
eor	x24, x14, x24, ror #32
ror	x22, x19, #40
ror	x25, x20, #40
eor	x27, x14, x27, ror #32
ror	x28, x23, #40
eor	x22, x22, x19, ror #15
eor	x25, x25, x20, ror #15
eor	x28, x28, x23, ror #15
eor	x19, x22, x19
eor	x20, x25, x20
eor	x25, x14, x30, ror #32
mul	x22, x19, x11
ror	x19, x24, #40
eor	x23, x28, x23
ldp	x28, x16, [x5, #-32]
ror	x30, x27, #40
eor	x19, x19, x24, ror #15
mul	x20, x20, x11
add	x5, x5, #0x40
eor	x30, x30, x27, ror #15
eor	x19, x19, x24
ror	x24, x25, #40
eor	x28, x14, x28, ror #32
eor	x16, x14, x16, ror #32
eor	x27, x30, x27
mul	x19, x19, x11
eor	x24, x24, x25, ror #15
ror	x30, x28, #40
mul	x27, x27, x11
eor	x24, x24, x25
ror	x25, x16, #40
eor	x30, x30, x28, ror #15
mul	x24, x24, x11
eor	x25, x25, x16, ror #15
eor	x28, x30, x28
lsr	x30, x20, #35
mul	x28, x28, x11
eor	x16, x25, x16
lsr	x25, x19, #35
add	x30, x30, #0x8
mul	x16, x16, x11
eor	x20, x30, x20
lsr	x30, x24, #35
add	x25, x25, #0x8
mul	x23, x23, x11
eor	x19, x25, x19
add	x25, x30, #0x8
lsr	x30, x28, #35
eor	x24, x25, x24
mul	x19, x19, x11
lsr	x25, x16, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x20, x20, x11
add	x25, x25, #0x8
eor	x16, x25, x16
lsr	x25, x23, #35
add	x30, x30, #0x8
mul	x28, x28, x11
eor	x27, x30, x27
lsr	x30, x22, #35
add	x25, x25, #0x8
mul	x16, x16, x11
eor	x23, x25, x23
add	x25, x30, #0x8
eor	x22, x25, x22
eor	x20, x20, x20, lsr #28
mul	x23, x23, x11
eor	x28, x28, x28, lsr #28
mul	x24, x24, x11
eor	x16, x16, x16, lsr #28
mul	x27, x27, x11
stp	x28, x16, [x6, #-32]
eor	x16, x19, x19, lsr #28
eor	x19, x23, x23, lsr #28
mul	x22, x22, x11
eor	x24, x24, x24, lsr #28
stp	x16, x19, [x6]
eor	x25, x27, x27, lsr #28
eor	x16, x22, x22, lsr #28
stp	x24, x25, [x6, #-16]
stp	x20, x16, [x6, #16]
add	x6, x6, #0x40
b.ne	956d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x139c>  // b.any
and	x6, x10, #0x38
cmp	x6, x10
b.eq	95948 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1610>  // b.none
orr	x5, x6, #0x1
cmp	x10, x5
and	x5, x10, #0x38
csinc	x7, x10, x6, hi	// hi = pmore
sub	x22, x7, x6
cmp	x22, #0x2
b.cc	95904 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15cc>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x8, x7, #0x1
add	x16, x9, #0x8
sub	x5, x22, x8
add	x20, x19, x1, lsl #3
add	x5, x6, x5
add	x6, x6, x8
add	x19, x3, x19
sub	x6, x6, x7
add	x7, x16, x20
add	x22, x19, #0x8
ldp	x19, x20, [x7, #-8]
adds	x6, x6, #0x2
add	x7, x7, #0x10
eor	x19, x14, x19, ror #32
eor	x20, x14, x20, ror #32
ror	x23, x19, #15
ror	x24, x20, #15
eor	x23, x23, x19, ror #40
eor	x24, x24, x20, ror #40
eor	x19, x23, x19
eor	x20, x24, x20
mul	x19, x19, x11
mul	x20, x20, x11
lsr	x23, x19, #35
lsr	x24, x20, #35
add	x23, x23, #0x8
eor	x19, x23, x19
add	x23, x24, #0x8
mul	x19, x19, x11
eor	x20, x23, x20
mul	x20, x20, x11
eor	x19, x19, x19, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x20, [x22, #-8]
add	x22, x22, #0x10
b.ne	95898 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1560>  // b.any
cbz	x8, 95948 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1610>
add	x8, x9, x1, lsl #3
mov	x16, x5
ldr	x5, [x8, x5, lsl #3]
eor	x5, x14, x5, ror #32
ror	x6, x5, #15
eor	x6, x6, x5, ror #40
eor	x5, x6, x5
mul	x5, x5, x11
lsr	x6, x5, #35
add	x6, x6, #0x8
eor	x5, x6, x5
mul	x6, x5, x11
add	x5, x16, #0x1
cmp	x5, x10
eor	x6, x6, x6, lsr #28
str	x6, [x3, x16, lsl #3]
b.cc	95908 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15d0>  // b.lo, b.ul, b.last
add	x8, x3, #0x100
add	x5, x3, #0x200
mov	x6, x10
add	x7, x3, #0x100
ldur	x16, [x7, #-256]
subs	x6, x6, #0x1
lsr	x19, x16, #32
mul	w16, w16, w13
mul	x19, x19, x12
lsr	w16, w16, #22
lsr	x20, x19, #27
ubfx	x19, x19, #32, #1
and	x20, x20, #0x1fffffffc0
str	x20, [x7], #8
ldrh	w16, [x26, w16, uxtw #1]
bfi	w19, w16, #1, #9
str	w19, [x5], #4
b.ne	95958 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1620>  // b.any
ldp	x16, x20, [sp, #32]
cmp	x16, #0x40, lsl #12
b.ls	959b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x167c>  // b.plast
lsl	x5, x10, #3
ldr	x16, [x8], #8
subs	x5, x5, #0x8
add	x16, x21, x16
prfm	pldl1keep, [x16]
b.ne	959a0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1668>  // b.any
cmp	x1, x0
b.cc	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.pmore
ldr	x8, [sp, #48]
cmp	x4, #0x20
add	x8, x8, x0
b.ne	95a6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1734>  // b.any
mov	x0, xzr
mov	x16, x0
add	x0, x17, x0, lsl #3
add	x5, x17, x16, lsl #2
ldr	x4, [x0]
ldr	x0, [x0, #256]
dup	v5.4s, w4
ldr	w4, [x5, #512]
add	x0, x21, x0
lsr	w5, w4, #1
ubfiz	x4, x4, #5, #1
mul	v6.4s, v5.4s, v0.4s
mul	v5.4s, v5.4s, v2.4s
dup	v7.4s, w5
add	x0, x0, x4
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
and	v16.16b, v7.16b, v3.16b
and	v7.16b, v7.16b, v4.16b
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
cmeq	v16.4s, v16.4s, #0
cmeq	v7.4s, v7.4s, #0
bic	v6.16b, v6.16b, v16.16b
bic	v5.16b, v5.16b, v7.16b
ldp	q7, q16, [x0]
add	x0, x16, #0x1
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v6.16b, v5.16b
umaxv	s5, v5.4s
fmov	w4, s5
cmp	w4, #0x0
cset	w4, eq	// eq = none
cmp	x0, #0x20
strb	w4, [x8, x16]
b.ne	959d8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>  // b.any
b	9567c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1344>
cbz	x4, 9567c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1344>
add	x0, x17, #0x100
add	x5, x17, #0x200
sub	x16, x0, #0x100
ld1r	{v5.4s}, [x16]
ldr	w16, [x5], #4
lsr	w6, w16, #1
ubfiz	x16, x16, #5, #1
mul	v6.4s, v5.4s, v0.4s
mul	v5.4s, v5.4s, v2.4s
dup	v7.4s, w6
ldr	x6, [x0], #8
add	x6, x21, x6
ushr	v6.4s, v6.4s, #27
and	v16.16b, v7.16b, v3.16b
and	v7.16b, v7.16b, v4.16b
ushr	v5.4s, v5.4s, #27
add	x16, x6, x16
ushl	v6.4s, v1.4s, v6.4s
cmeq	v16.4s, v16.4s, #0
cmeq	v7.4s, v7.4s, #0
ushl	v5.4s, v1.4s, v5.4s
bic	v6.16b, v6.16b, v16.16b
bic	v5.16b, v5.16b, v7.16b
ldp	q7, q16, [x16]
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v6.16b, v5.16b
umaxv	s5, v5.4s
fmov	w16, s5
cmp	w16, #0x0
cset	w16, eq	// eq = none
subs	x4, x4, #0x1
strb	w16, [x8], #1
b.ne	95a78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1740>  // b.any
b	9567c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1344>
ldp	x12, x13, [sp, #128]
cmp	x8, #0x2
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #384]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #400]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #416]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #432]
b.eq	95c44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x190c>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x8, #0x3
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #448]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #464]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #480]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #496]
b.eq	95c44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x190c>  // b.none
ldp	x12, x13, [sp, #256]
cmp	x8, #0x4
ldp	x14, x15, [sp, #272]
ldp	x16, x17, [sp, #288]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #304]
umulh	x15, x15, x22
umulh	x13, x13, x22
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x22
str	x12, [sp, #512]
ubfiz	x12, x15, #6, #57
umulh	x17, x17, x22
ubfiz	x13, x13, #6, #57
str	x12, [sp, #536]
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
str	x13, [sp, #520]
umulh	x18, x18, x22
ubfiz	x12, x17, #6, #57
str	x14, [sp, #528]
umulh	x0, x0, x22
ubfiz	x13, x16, #6, #57
str	x12, [sp, #552]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #544]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #560]
str	x12, [sp, #568]
b.ne	99340 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5008>  // b.any
mov	w12, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w12, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w12
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #512]
b.eq	95cf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>  // b.none
ldp	q2, q1, [sp, #128]
cmp	x8, #0x2
ldp	q4, q3, [sp, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #544]
b.eq	95cf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>  // b.none
ldp	q1, q0, [x25, #128]
cmp	x8, #0x3
ldp	q3, q2, [x25, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w12
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #576]
b.eq	95cf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19bc>  // b.none
ldp	q2, q1, [x25, #192]
ldp	q4, q3, [x25, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #608]
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	95d1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19e4>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	95d08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x19d0>  // b.any
adrp	x15, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
adrp	x8, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
movi	v2.4s, #0x1
ldr	q1, [x15, #224]
adrp	x15, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
ldr	q0, [x8, #208]
adrp	x8, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
ldr	q4, [x15, #256]
mov	w15, #0x79b1                	// #31153
ldr	q3, [x8, #240]
adrp	x8, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
movk	w15, #0x9e37, lsl #16
ldr	q5, [x8, #272]
adrp	x8, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
adrp	x16, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
dup	v6.4s, w15
adrp	x15, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
ldr	x12, [x23, #16]
ldr	q7, [x8, #288]
ldr	q16, [x16, #304]
ldr	q17, [x15, #320]
mov	x1, xzr
add	x19, x9, #0x20
add	x15, sp, #0x2c0
add	x8, sp, #0x40
mov	w16, #0x20                  	// #32
b	95d98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a60>
cmp	x2, x1
mov	x8, x18
mov	x11, x17
b.eq	9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x18, x15
subs	x17, x2, x1
mov	x15, x8
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	962fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1fc4>  // b.none
adds	x8, x17, x1
b.cs	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.hs, b.nlast
cmp	x8, x2
b.hi	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.pmore
lsr	x8, x17, #3
cbz	x8, 95f50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c18>
add	x3, x19, x1, lsl #3
add	x4, x18, #0x20
mov	x5, x8
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x27, x25, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x25, x12, x25, ror #32
eor	x27, x12, x27, ror #32
ror	x23, x6, #40
ror	x28, x7, #40
ror	x14, x25, #40
ror	x13, x27, #40
eor	x23, x23, x6, ror #15
eor	x28, x28, x7, ror #15
eor	x14, x14, x25, ror #15
eor	x13, x13, x27, ror #15
eor	x6, x23, x6
ldp	x23, x30, [x3, #-16]
eor	x14, x14, x25
ldp	x25, x24, [x3, #-32]
eor	x7, x28, x7
eor	x13, x13, x27
mul	x14, x14, x10
eor	x30, x12, x30, ror #32
eor	x23, x12, x23, ror #32
add	x3, x3, #0x40
eor	x25, x12, x25, ror #32
eor	x24, x12, x24, ror #32
mul	x7, x7, x10
ror	x28, x30, #40
ror	x27, x23, #40
mul	x13, x13, x10
eor	x28, x28, x30, ror #15
eor	x27, x27, x23, ror #15
mul	x6, x6, x10
eor	x28, x28, x30
ror	x30, x25, #40
eor	x23, x27, x23
ror	x27, x24, #40
mul	x23, x23, x10
eor	x30, x30, x25, ror #15
eor	x27, x27, x24, ror #15
mul	x28, x28, x10
eor	x25, x30, x25
lsr	x30, x7, #35
mul	x25, x25, x10
eor	x24, x27, x24
lsr	x27, x13, #35
add	x30, x30, #0x8
mul	x24, x24, x10
eor	x7, x30, x7
lsr	x30, x23, #35
add	x27, x27, #0x8
eor	x13, x27, x13
add	x27, x30, #0x8
mul	x7, x7, x10
lsr	x30, x25, #35
eor	x23, x27, x23
mul	x13, x13, x10
lsr	x27, x24, #35
add	x30, x30, #0x8
eor	x25, x30, x25
lsr	x30, x28, #35
mul	x23, x23, x10
add	x27, x27, #0x8
eor	x7, x7, x7, lsr #28
eor	x24, x27, x24
lsr	x27, x14, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x6, #35
mul	x25, x25, x10
add	x27, x27, #0x8
eor	x13, x13, x13, lsr #28
eor	x14, x27, x14
mul	x24, x24, x10
add	x27, x30, #0x8
eor	x6, x27, x6
eor	x23, x23, x23, lsr #28
mul	x14, x14, x10
eor	x25, x25, x25, lsr #28
mul	x28, x28, x10
eor	x24, x24, x24, lsr #28
mul	x6, x6, x10
eor	x14, x14, x14, lsr #28
stp	x25, x24, [x4, #-32]
eor	x25, x28, x28, lsr #28
stp	x13, x14, [x4]
eor	x13, x6, x6, lsr #28
stp	x23, x25, [x4, #-16]
stp	x7, x13, [x4, #16]
add	x4, x4, #0x40
b.ne	95de0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa8>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	96054 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1d1c>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	96010 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1cd8>  // b.lo, b.ul, b.last
lsl	x23, x8, #6
and	x4, x6, #0x1
add	x13, x9, #0x8
sub	x3, x7, x4
add	x7, x23, x1, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x23, x18, x23
sub	x5, x5, x6
add	x6, x13, x7
add	x7, x23, #0x8
ldp	x23, x25, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x23, x12, x23, ror #32
eor	x25, x12, x25, ror #32
ror	x27, x23, #15
ror	x28, x25, #15
eor	x27, x27, x23, ror #40
eor	x28, x28, x25, ror #40
eor	x23, x27, x23
eor	x25, x28, x25
mul	x23, x23, x10
mul	x25, x25, x10
lsr	x27, x23, #35
lsr	x28, x25, #35
add	x27, x27, #0x8
eor	x23, x27, x23
add	x27, x28, #0x8
mul	x23, x23, x10
eor	x25, x27, x25
mul	x25, x25, x10
eor	x23, x23, x23, lsr #28
eor	x25, x25, x25, lsr #28
stp	x23, x25, [x7, #-8]
add	x7, x7, #0x10
b.ne	95fa4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c6c>  // b.any
cbz	x4, 96054 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1d1c>
add	x4, x9, x1, lsl #3
ldr	x14, [x4, x3, lsl #3]
mov	x13, x3
eor	x14, x12, x14, ror #32
ror	x3, x14, #15
eor	x3, x3, x14, ror #40
eor	x14, x3, x14
mul	x14, x14, x10
lsr	x3, x14, #35
add	x3, x3, #0x8
eor	x14, x3, x14
add	x3, x13, #0x1
mul	x14, x14, x10
cmp	x3, x17
eor	x14, x14, x14, lsr #28
str	x14, [x18, x13, lsl #3]
b.cc	96014 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1cdc>  // b.lo, b.ul, b.last
ldp	q18, q19, [x18]
tst	x17, #0x7
ldp	q20, q21, [x18, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x14, v18.d[1]
fmov	x13, d18
mov	x4, v19.d[1]
fmov	x3, d19
mov	x5, v20.d[1]
fmov	x6, d20
mov	x7, v21.d[1]
fmov	x23, d21
umulh	x13, x13, x22
umulh	x14, x14, x22
umulh	x3, x3, x22
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x6, x6, x22
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #256]
umulh	x5, x5, x22
ubfiz	x13, x4, #6, #57
umulh	x23, x23, x22
ubfiz	x14, x6, #6, #57
stp	x3, x13, [x18, #272]
umulh	x7, x7, x22
ubfiz	x13, x5, #6, #57
stp	x14, x13, [x18, #288]
ubfiz	x14, x23, #6, #57
ubfiz	x13, x7, #6, #57
stp	x14, x13, [x18, #304]
b.ne	960fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1dc4>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b	962d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f9c>
ldp	x13, x14, [x18, #64]
cmp	x8, #0x2
ldp	x3, x4, [x18, #80]
ldp	x5, x6, [x18, #96]
umulh	x13, x13, x22
ldp	x7, x23, [x18, #112]
umulh	x14, x14, x22
umulh	x3, x3, x22
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #320]
umulh	x6, x6, x22
ubfiz	x13, x4, #6, #57
umulh	x7, x7, x22
ubfiz	x14, x5, #6, #57
stp	x3, x13, [x18, #336]
umulh	x23, x23, x22
ubfiz	x13, x6, #6, #57
ubfiz	x3, x7, #6, #57
stp	x14, x13, [x18, #352]
ubfiz	x13, x23, #6, #57
stp	x3, x13, [x18, #368]
b.eq	96234 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1efc>  // b.none
ldp	x13, x14, [x18, #128]
cmp	x8, #0x3
ldp	x3, x4, [x18, #144]
ldp	x5, x6, [x18, #160]
umulh	x13, x13, x22
ldp	x7, x23, [x18, #176]
umulh	x14, x14, x22
umulh	x3, x3, x22
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #384]
umulh	x6, x6, x22
ubfiz	x13, x4, #6, #57
umulh	x7, x7, x22
ubfiz	x14, x5, #6, #57
stp	x3, x13, [x18, #400]
umulh	x23, x23, x22
ubfiz	x13, x6, #6, #57
ubfiz	x3, x7, #6, #57
stp	x14, x13, [x18, #416]
ubfiz	x13, x23, #6, #57
stp	x3, x13, [x18, #432]
b.eq	96234 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1efc>  // b.none
ldp	x13, x14, [x18, #192]
cmp	x8, #0x4
ldp	x3, x4, [x18, #208]
ldp	x5, x6, [x18, #224]
umulh	x13, x13, x22
ldp	x7, x23, [x18, #240]
umulh	x14, x14, x22
umulh	x3, x3, x22
ubfiz	x13, x13, #6, #57
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
stp	x13, x14, [x18, #448]
umulh	x6, x6, x22
ubfiz	x13, x4, #6, #57
umulh	x7, x7, x22
ubfiz	x14, x5, #6, #57
stp	x3, x13, [x18, #464]
umulh	x23, x23, x22
ubfiz	x13, x6, #6, #57
ubfiz	x3, x7, #6, #57
stp	x14, x13, [x18, #480]
ubfiz	x13, x23, #6, #57
stp	x3, x13, [x18, #496]
b.ne	99340 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5008>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
cmp	x8, #0x1
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b.eq	962d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f9c>  // b.none
ldp	q19, q18, [x18, #64]
cmp	x8, #0x2
ldp	q21, q20, [x18, #96]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #544]
b.eq	962d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f9c>  // b.none
ldp	q19, q18, [x18, #128]
cmp	x8, #0x3
ldp	q21, q20, [x18, #160]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #576]
b.eq	962d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f9c>  // b.none
ldp	q19, q18, [x18, #192]
ldp	q21, q20, [x18, #224]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #608]
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	962fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1fc4>  // b.plast
lsl	x8, x17, #3
add	x3, x18, #0x100
ldr	x13, [x3], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	962e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1fb0>  // b.any
cmp	x1, x0
b.cc	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	963e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x20a8>  // b.any
mov	x0, xzr
add	x13, x15, x0, lsl #2
add	x14, x15, x0, lsl #3
mov	x11, x0
ldr	w13, [x13, #512]
ldr	x0, [x14]
ldrh	w13, [x26, x13, lsl #1]
dup	v18.4s, w0
add	x0, x11, #0x1
dup	v19.4s, w13
ldr	x13, [x14, #256]
mul	v20.4s, v18.4s, v0.4s
mul	v21.4s, v18.4s, v3.4s
mul	v22.4s, v18.4s, v5.4s
mul	v18.4s, v18.4s, v16.4s
add	x13, x21, x13
ushl	v23.4s, v19.4s, v1.4s
ushl	v24.4s, v19.4s, v4.4s
ushl	v25.4s, v19.4s, v7.4s
ushl	v19.4s, v19.4s, v17.4s
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v22.4s, v22.4s, #27
and	v23.16b, v23.16b, v2.16b
and	v24.16b, v24.16b, v2.16b
bic	v25.4s, #0xfe
ushr	v18.4s, v18.4s, #27
bic	v19.4s, #0xe
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v22.4s, v25.4s, v22.4s
ushl	v18.4s, v19.4s, v18.4s
ldp	q19, q23, [x13]
ldp	q24, q25, [x13, #32]
bic	v19.16b, v20.16b, v19.16b
bic	v20.16b, v21.16b, v23.16b
bic	v21.16b, v22.16b, v24.16b
bic	v18.16b, v18.16b, v25.16b
orr	v19.16b, v20.16b, v19.16b
orr	v18.16b, v21.16b, v18.16b
orr	v18.16b, v19.16b, v18.16b
umaxv	s18, v18.4s
fmov	w13, s18
cmp	w13, #0x0
cset	w13, eq	// eq = none
cmp	x0, #0x20
strb	w13, [x8, x11]
b.ne	96320 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1fe8>  // b.any
b	95d88 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a50>
cbz	x11, 95d88 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a50>
add	x0, x15, #0x100
add	x3, x15, #0x200
ldr	w13, [x3], #4
sub	x14, x0, #0x100
ld1r	{v18.4s}, [x14]
ldrh	w13, [x26, x13, lsl #1]
dup	v19.4s, w13
mul	v20.4s, v18.4s, v0.4s
mul	v21.4s, v18.4s, v3.4s
mul	v22.4s, v18.4s, v5.4s
mul	v18.4s, v18.4s, v16.4s
ldr	x13, [x0], #8
ushl	v23.4s, v19.4s, v1.4s
ushl	v24.4s, v19.4s, v4.4s
ushl	v25.4s, v19.4s, v7.4s
ushl	v19.4s, v19.4s, v17.4s
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v18.4s, v18.4s, #27
add	x13, x21, x13
and	v23.16b, v23.16b, v2.16b
and	v24.16b, v24.16b, v2.16b
bic	v25.4s, #0xfe
bic	v19.4s, #0xe
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v22.4s, v25.4s, v22.4s
ushl	v18.4s, v19.4s, v18.4s
ldp	q19, q23, [x13]
ldp	q24, q25, [x13, #32]
bic	v19.16b, v20.16b, v19.16b
bic	v20.16b, v21.16b, v23.16b
bic	v21.16b, v22.16b, v24.16b
bic	v18.16b, v18.16b, v25.16b
orr	v19.16b, v20.16b, v19.16b
orr	v18.16b, v21.16b, v18.16b
orr	v18.16b, v19.16b, v18.16b
umaxv	s18, v18.4s
fmov	w13, s18
cmp	w13, #0x0
cset	w13, eq	// eq = none
subs	x11, x11, #0x1
strb	w13, [x8], #1
b.ne	963ec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x20b4>  // b.any
b	95d88 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1a50>
ldp	q1, q2, [sp, #64]
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x14, d1
fmov	x16, d2
mov	x15, v2.d[1]
mov	x17, v1.d[1]
movi	v2.4s, #0x1
mul	x14, x14, x12
mul	x16, x16, x12
mul	x15, x15, x12
fmov	d4, x14
mov	x14, #0x1fffffffc0          	// #137438953408
mul	x17, x17, x12
dup	v1.2d, x14
and	x14, x11, #0x3c
fmov	d3, x16
cmp	x14, #0x4
mov	v3.d[1], x15
mov	v4.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #256]
str	q3, [x25, #512]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q3, q4, [sp, #96]
fmov	x16, d0
mov	x15, v0.d[1]
cmp	x14, #0x8
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #288]
str	q2, [x25, #528]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q1, q2, [sp, #128]
fmov	x16, d0
cmp	x14, #0xc
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #320]
str	q3, [x25, #544]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q3, q4, [sp, #160]
fmov	x16, d0
cmp	x14, #0x10
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #352]
str	q2, [x25, #560]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q1, q2, [x25, #128]
fmov	x16, d0
cmp	x14, #0x14
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #384]
str	q3, [x25, #576]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q3, q4, [x25, #160]
fmov	x16, d0
cmp	x14, #0x18
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #416]
str	q2, [x25, #592]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q1, q2, [x25, #192]
fmov	x16, d0
cmp	x14, #0x1c
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #448]
str	q3, [x25, #608]
b.eq	96824 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x24ec>  // b.none
ldp	q3, q4, [x25, #224]
fmov	x16, d0
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x15, x1, x15
fmov	d3, x17
mov	v4.d[1], x15
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #480]
str	q2, [x25, #624]
cmp	x11, x14
b.eq	9476c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x434>  // b.none
b	94734 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3fc>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x22, x8
str	x9, [sp, #32]
tbnz	w0, #0, 94e4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb14>
str	x22, [sp, #56]
b.ne	992d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f98>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 96a90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2758>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #15
ror	x4, x18, #15
ror	x6, x1, #15
ror	x7, x3, #15
eor	x0, x0, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x6, x6, x1, ror #40
eor	x7, x7, x3, ror #40
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x24, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #15
ror	x7, x0, #15
mul	x3, x3, x10
eor	x4, x4, x5, ror #40
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #40
eor	x7, x13, x24, ror #32
ror	x24, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x24, x24, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x24, x6
lsr	x24, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x24, x24, #0x8
mul	x5, x5, x10
eor	x18, x24, x18
lsr	x24, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x24, #0x8
mul	x18, x18, x10
lsr	x24, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x24, x24, #0x8
eor	x6, x24, x6
lsr	x24, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x24, x24, #0x8
eor	x4, x24, x4
lsr	x24, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x24, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	96920 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x25e8>  // b.any
cmp	x12, x11
b.eq	96b90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2858>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	96b4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2814>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x40
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #40
ror	x3, x0, #40
eor	x1, x1, x18, ror #15
eor	x3, x3, x0, ror #15
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	96ae0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x27a8>  // b.any
cbz	x15, 96b90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2858>
add	x12, sp, #0x40
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #40
eor	x16, x16, x14, ror #15
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x11
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	96b50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2818>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #64]
tst	x11, #0x7
ldp	q2, q3, [sp, #96]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v0.d[1]
fmov	x12, d0
mov	x15, v1.d[1]
fmov	x14, d1
mov	x16, v2.d[1]
fmov	x17, d2
mov	x18, v3.d[1]
fmov	x0, d3
umulh	x12, x12, x22
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #320]
umulh	x16, x16, x22
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x22
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #336]
umulh	x18, x18, x22
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #352]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #368]
b.ne	96c44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x290c>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x25, #512]
b	96e3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b04>
ldp	x12, x13, [sp, #128]
cmp	x8, #0x2
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #384]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #400]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #416]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #432]
b.eq	96d8c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a54>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x8, #0x3
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #448]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #464]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #480]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #496]
b.eq	96d8c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a54>  // b.none
ldp	x12, x13, [sp, #256]
cmp	x8, #0x4
ldp	x14, x15, [sp, #272]
ldp	x16, x17, [sp, #288]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #304]
umulh	x15, x15, x22
umulh	x13, x13, x22
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x22
str	x12, [sp, #512]
ubfiz	x12, x15, #6, #57
umulh	x17, x17, x22
ubfiz	x13, x13, #6, #57
str	x12, [sp, #536]
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
str	x13, [sp, #520]
umulh	x18, x18, x22
ubfiz	x12, x17, #6, #57
str	x14, [sp, #528]
umulh	x0, x0, x22
ubfiz	x13, x16, #6, #57
str	x12, [sp, #552]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #544]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #560]
str	x12, [sp, #568]
b.ne	99340 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5008>  // b.any
mov	w12, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w12, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w12
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #512]
b.eq	96e3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b04>  // b.none
ldp	q2, q1, [sp, #128]
cmp	x8, #0x2
ldp	q4, q3, [sp, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #544]
b.eq	96e3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b04>  // b.none
ldp	q1, q0, [x25, #128]
cmp	x8, #0x3
ldp	q3, q2, [x25, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w12
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #576]
b.eq	96e3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b04>  // b.none
ldp	q2, q1, [x25, #192]
ldp	q4, q3, [x25, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #608]
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	96e64 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b2c>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	96e50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b18>  // b.any
mov	w8, #0x79b1                	// #31153
ldr	x12, [x23, #16]
mov	x1, xzr
movk	w8, #0x9e37, lsl #16
add	x15, sp, #0x2c0
mov	w16, #0x20                  	// #32
dup	v0.4s, w8
add	x8, sp, #0x40
adrp	x17, 12d000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x157>
add	x17, x17, #0xa6c
mov	w18, #0x1                   	// #1
b	96ea4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b6c>
cmp	x2, x1
mov	x8, x4
mov	x11, x3
b.eq	9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x4, x15
subs	x3, x2, x1
mov	x15, x8
cmp	x3, #0x20
csel	x3, x3, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	9740c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30d4>  // b.none
adds	x8, x3, x1
b.cs	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.hs, b.nlast
cmp	x8, x2
b.hi	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.pmore
lsr	x8, x3, #3
cbz	x8, 97060 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d28>
add	x13, x9, #0x20
add	x6, x4, #0x20
mov	x7, x8
add	x5, x13, x1, lsl #3
ldp	x24, x23, [x5, #16]
subs	x7, x7, #0x1
ldp	x28, x27, [x5]
eor	x23, x12, x23, ror #32
eor	x24, x12, x24, ror #32
eor	x27, x12, x27, ror #32
eor	x28, x12, x28, ror #32
ror	x25, x23, #15
ror	x30, x24, #15
ror	x13, x27, #15
ror	x19, x28, #15
eor	x25, x25, x23, ror #40
eor	x30, x30, x24, ror #40
eor	x13, x13, x27, ror #40
eor	x19, x19, x28, ror #40
eor	x23, x25, x23
ldp	x25, x14, [x5, #-16]
eor	x13, x13, x27
ldp	x27, x20, [x5, #-32]
eor	x24, x30, x24
eor	x19, x19, x28
mul	x13, x13, x10
eor	x14, x12, x14, ror #32
eor	x25, x12, x25, ror #32
add	x5, x5, #0x40
eor	x27, x12, x27, ror #32
eor	x20, x12, x20, ror #32
mul	x24, x24, x10
ror	x30, x14, #15
ror	x28, x25, #15
mul	x19, x19, x10
eor	x30, x30, x14, ror #40
eor	x28, x28, x25, ror #40
mul	x23, x23, x10
eor	x14, x30, x14
ror	x30, x27, #15
eor	x25, x28, x25
ror	x28, x20, #15
mul	x25, x25, x10
eor	x30, x30, x27, ror #40
eor	x28, x28, x20, ror #40
mul	x14, x14, x10
eor	x27, x30, x27
lsr	x30, x24, #35
mul	x27, x27, x10
eor	x20, x28, x20
lsr	x28, x19, #35
add	x30, x30, #0x8
mul	x20, x20, x10
eor	x24, x30, x24
lsr	x30, x25, #35
add	x28, x28, #0x8
eor	x19, x28, x19
add	x28, x30, #0x8
mul	x24, x24, x10
lsr	x30, x27, #35
eor	x25, x28, x25
mul	x19, x19, x10
lsr	x28, x20, #35
add	x30, x30, #0x8
eor	x27, x30, x27
lsr	x30, x14, #35
mul	x25, x25, x10
add	x28, x28, #0x8
eor	x20, x28, x20
lsr	x28, x13, #35
add	x30, x30, #0x8
eor	x14, x30, x14
lsr	x30, x23, #35
mul	x27, x27, x10
add	x28, x28, #0x8
eor	x19, x19, x19, lsr #28
eor	x13, x28, x13
mul	x14, x14, x10
add	x28, x30, #0x8
eor	x23, x28, x23
eor	x25, x25, x25, lsr #28
mul	x13, x13, x10
eor	x27, x27, x27, lsr #28
mul	x20, x20, x10
eor	x14, x14, x14, lsr #28
mul	x23, x23, x10
eor	x13, x13, x13, lsr #28
stp	x25, x14, [x6, #-16]
eor	x14, x24, x24, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x13, [x6]
eor	x19, x23, x23, lsr #28
stp	x27, x20, [x6, #-32]
stp	x14, x19, [x6, #16]
add	x6, x6, #0x40
b.ne	96ef0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2bb8>  // b.any
and	x7, x3, #0x38
cmp	x7, x3
b.eq	97164 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e2c>  // b.none
orr	x5, x7, #0x1
cmp	x3, x5
and	x5, x3, #0x38
csinc	x23, x3, x7, hi	// hi = pmore
sub	x25, x23, x7
cmp	x25, #0x2
b.cc	97120 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2de8>  // b.lo, b.ul, b.last
lsl	x24, x8, #6
and	x6, x23, #0x1
add	x13, x9, #0x8
sub	x5, x25, x6
add	x25, x24, x1, lsl #3
add	x5, x7, x5
add	x7, x7, x6
add	x24, x4, x24
sub	x7, x7, x23
add	x23, x13, x25
add	x25, x24, #0x8
ldp	x24, x27, [x23, #-8]
adds	x7, x7, #0x2
add	x23, x23, #0x10
eor	x24, x12, x24, ror #32
eor	x27, x12, x27, ror #32
ror	x28, x24, #40
ror	x30, x27, #40
eor	x28, x28, x24, ror #15
eor	x30, x30, x27, ror #15
eor	x24, x28, x24
eor	x27, x30, x27
mul	x24, x24, x10
mul	x27, x27, x10
lsr	x28, x24, #35
lsr	x30, x27, #35
add	x28, x28, #0x8
eor	x24, x28, x24
add	x28, x30, #0x8
mul	x24, x24, x10
eor	x27, x28, x27
mul	x27, x27, x10
eor	x24, x24, x24, lsr #28
eor	x27, x27, x27, lsr #28
stp	x24, x27, [x25, #-8]
add	x25, x25, #0x10
b.ne	970b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d7c>  // b.any
cbz	x6, 97164 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e2c>
add	x6, x9, x1, lsl #3
ldr	x14, [x6, x5, lsl #3]
mov	x13, x5
eor	x14, x12, x14, ror #32
ror	x5, x14, #40
eor	x5, x5, x14, ror #15
eor	x14, x5, x14
mul	x14, x14, x10
lsr	x5, x14, #35
add	x5, x5, #0x8
eor	x14, x5, x14
add	x5, x13, #0x1
mul	x14, x14, x10
cmp	x5, x3
eor	x14, x14, x14, lsr #28
str	x14, [x4, x13, lsl #3]
b.cc	97124 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2dec>  // b.lo, b.ul, b.last
ldp	q1, q2, [x4]
tst	x3, #0x7
ldp	q3, q4, [x4, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x14, v1.d[1]
fmov	x13, d1
mov	x6, v2.d[1]
fmov	x5, d2
mov	x7, v3.d[1]
fmov	x19, d3
mov	x20, v4.d[1]
fmov	x23, d4
umulh	x13, x13, x22
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x19, x19, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #256]
umulh	x7, x7, x22
ubfiz	x13, x6, #6, #57
umulh	x23, x23, x22
ubfiz	x14, x19, #6, #57
stp	x5, x13, [x4, #272]
umulh	x20, x20, x22
ubfiz	x13, x7, #6, #57
stp	x14, x13, [x4, #288]
ubfiz	x14, x23, #6, #57
ubfiz	x13, x20, #6, #57
stp	x14, x13, [x4, #304]
b.ne	9720c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ed4>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b	973e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30ac>
ldp	x13, x14, [x4, #64]
cmp	x8, #0x2
ldp	x5, x6, [x4, #80]
ldp	x7, x19, [x4, #96]
umulh	x13, x13, x22
ldp	x20, x23, [x4, #112]
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x7, x7, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #320]
umulh	x19, x19, x22
ubfiz	x13, x6, #6, #57
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
stp	x5, x13, [x4, #336]
umulh	x23, x23, x22
ubfiz	x13, x19, #6, #57
ubfiz	x5, x20, #6, #57
stp	x14, x13, [x4, #352]
ubfiz	x13, x23, #6, #57
stp	x5, x13, [x4, #368]
b.eq	97344 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x300c>  // b.none
ldp	x13, x14, [x4, #128]
cmp	x8, #0x3
ldp	x5, x6, [x4, #144]
ldp	x7, x19, [x4, #160]
umulh	x13, x13, x22
ldp	x20, x23, [x4, #176]
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x7, x7, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #384]
umulh	x19, x19, x22
ubfiz	x13, x6, #6, #57
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
stp	x5, x13, [x4, #400]
umulh	x23, x23, x22
ubfiz	x13, x19, #6, #57
ubfiz	x5, x20, #6, #57
stp	x14, x13, [x4, #416]
ubfiz	x13, x23, #6, #57
stp	x5, x13, [x4, #432]
b.eq	97344 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x300c>  // b.none
ldp	x13, x14, [x4, #192]
cmp	x8, #0x4
ldp	x5, x6, [x4, #208]
ldp	x7, x19, [x4, #224]
umulh	x13, x13, x22
ldp	x20, x23, [x4, #240]
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x7, x7, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #448]
umulh	x19, x19, x22
ubfiz	x13, x6, #6, #57
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
stp	x5, x13, [x4, #464]
umulh	x23, x23, x22
ubfiz	x13, x19, #6, #57
ubfiz	x5, x20, #6, #57
stp	x14, x13, [x4, #480]
ubfiz	x13, x23, #6, #57
stp	x5, x13, [x4, #496]
b.ne	99340 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5008>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
cmp	x8, #0x1
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b.eq	973e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30ac>  // b.none
ldp	q2, q1, [x4, #64]
cmp	x8, #0x2
ldp	q4, q3, [x4, #96]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #544]
b.eq	973e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30ac>  // b.none
ldp	q2, q1, [x4, #128]
cmp	x8, #0x3
ldp	q4, q3, [x4, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #576]
b.eq	973e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30ac>  // b.none
ldp	q2, q1, [x4, #192]
ldp	q4, q3, [x4, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #608]
ldp	x8, x20, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	9740c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30d4>  // b.plast
lsl	x8, x3, #3
add	x5, x4, #0x100
ldr	x13, [x5], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	973f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30c0>  // b.any
cmp	x1, x0
b.cc	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	974c8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3190>  // b.any
mov	x0, xzr
add	x11, x15, #0x100
add	x5, x15, #0x200
b	97454 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x311c>
mov	w6, #0x1                   	// #1
add	x13, x0, #0x1
strb	w6, [x8, x0]
cmp	x13, #0x20
mov	x0, x13
b.eq	96e94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b5c>  // b.none
ldr	w13, [x5, x0, lsl #2]
ldrh	w6, [x26, x13, lsl #1]
cbz	w6, 9743c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3104>
lsl	x13, x0, #3
ldr	x14, [x11, x0, lsl #3]
mov	w7, wzr
ldr	w23, [x15, x13]
add	x25, x21, x14
rbit	w13, w6
sub	w19, w6, #0x1
and	w6, w19, w6
clz	w13, w13
tst	w6, #0xffff
ldr	w14, [x17, w13, uxtw #2]
ldr	w13, [x25, w13, uxtw #2]
mul	w14, w14, w23
lsr	w14, w14, #27
lsl	w14, w18, w14
bic	w13, w14, w13
orr	w7, w13, w7
b.ne	97474 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x313c>  // b.any
cmp	w7, #0x0
cset	w6, eq	// eq = none
add	x13, x0, #0x1
strb	w6, [x8, x0]
cmp	x13, #0x20
mov	x0, x13
b.ne	97454 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x311c>  // b.any
b	96e94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b5c>
cbz	x11, 96e94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b5c>
mov	x0, xzr
add	x11, x8, x11
add	x5, x15, #0x100
add	x6, x15, #0x200
b	974fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31c4>
mov	w7, #0x1                   	// #1
add	x13, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x13, x11
mov	x8, x13
b.eq	96e94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b5c>  // b.none
ldr	w13, [x6, x0, lsl #2]
ldrh	w7, [x26, x13, lsl #1]
cbz	w7, 974e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31a8>
lsl	x13, x0, #3
ldr	x14, [x5, x0, lsl #3]
mov	w23, wzr
ldr	w25, [x15, x13]
add	x27, x21, x14
rbit	w13, w7
sub	w19, w7, #0x1
and	w7, w19, w7
clz	w13, w13
tst	w7, #0xffff
ldr	w14, [x17, w13, uxtw #2]
ldr	w13, [x27, w13, uxtw #2]
mul	w14, w14, w25
lsr	w14, w14, #27
lsl	w14, w18, w14
bic	w13, w14, w13
orr	w23, w13, w23
b.ne	9751c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31e4>  // b.any
cmp	w23, #0x0
cset	w7, eq	// eq = none
add	x13, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x13, x11
mov	x8, x13
b.ne	974fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31c4>  // b.any
b	96e94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b5c>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x22, x8
str	x9, [sp, #32]
tbnz	w0, #0, 943a8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x70>
str	x22, [sp, #56]
b.ne	992d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f98>  // b.any
movi	v0.2d, #0x0
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x26, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x12, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>
mov	x10, #0xdf25                	// #57125
lsr	x8, x12, #3
ldr	x19, [x23]
movk	x10, #0x1e98, lsl #16
and	x11, x12, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 977d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3498>
ldr	x13, [x23, #16]
add	x9, sp, #0x40
add	x14, x19, #0x20
add	x15, x9, #0x20
mov	x16, x8
ldp	x17, x9, [x14, #16]
subs	x16, x16, #0x1
ldp	x1, x0, [x14]
ldp	x6, x4, [x14, #-16]
eor	x9, x13, x9, ror #32
eor	x18, x13, x17, ror #32
eor	x0, x13, x0, ror #32
eor	x1, x13, x1, ror #32
ror	x17, x9, #15
ror	x3, x18, #15
eor	x4, x13, x4, ror #32
ror	x5, x0, #15
eor	x17, x17, x9, ror #40
eor	x3, x3, x18, ror #40
eor	x5, x5, x0, ror #40
eor	x9, x17, x9
eor	x18, x3, x18
eor	x3, x13, x6, ror #32
mul	x17, x9, x10
ror	x9, x1, #15
ror	x6, x4, #15
eor	x0, x5, x0
ldp	x5, x7, [x14, #-32]
eor	x9, x9, x1, ror #40
eor	x6, x6, x4, ror #40
mul	x18, x18, x10
add	x14, x14, #0x40
eor	x9, x9, x1
ror	x1, x3, #15
eor	x5, x13, x5, ror #32
eor	x4, x6, x4
eor	x6, x13, x7, ror #32
mul	x9, x9, x10
eor	x1, x1, x3, ror #40
ror	x7, x5, #15
mul	x4, x4, x10
eor	x1, x1, x3
ror	x3, x6, #15
eor	x7, x7, x5, ror #40
mul	x1, x1, x10
eor	x3, x3, x6, ror #40
eor	x5, x7, x5
lsr	x7, x18, #35
mul	x5, x5, x10
eor	x3, x3, x6
lsr	x6, x9, #35
add	x7, x7, #0x8
mul	x3, x3, x10
eor	x18, x7, x18
lsr	x7, x1, #35
add	x6, x6, #0x8
mul	x0, x0, x10
eor	x9, x6, x9
add	x6, x7, #0x8
lsr	x7, x5, #35
eor	x1, x6, x1
mul	x9, x9, x10
lsr	x6, x3, #35
add	x7, x7, #0x8
eor	x5, x7, x5
lsr	x7, x4, #35
mul	x18, x18, x10
add	x6, x6, #0x8
eor	x3, x6, x3
lsr	x6, x0, #35
add	x7, x7, #0x8
eor	x4, x7, x4
lsr	x7, x17, #35
mul	x1, x1, x10
add	x6, x6, #0x8
eor	x9, x9, x9, lsr #28
eor	x0, x6, x0
add	x6, x7, #0x8
mul	x5, x5, x10
eor	x17, x6, x17
eor	x18, x18, x18, lsr #28
mul	x0, x0, x10
eor	x1, x1, x1, lsr #28
mul	x3, x3, x10
eor	x5, x5, x5, lsr #28
mul	x4, x4, x10
eor	x0, x0, x0, lsr #28
mul	x17, x17, x10
eor	x3, x3, x3, lsr #28
stp	x9, x0, [x15]
eor	x4, x4, x4, lsr #28
stp	x5, x3, [x15, #-32]
eor	x9, x17, x17, lsr #28
stp	x1, x4, [x15, #-16]
stp	x18, x9, [x15, #16]
add	x15, x15, #0x40
b.ne	97660 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3328>  // b.any
cmp	x11, x12
b.eq	978d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3598>  // b.none
orr	x9, x11, #0x1
ldr	x13, [x23, #16]
and	x14, x12, #0x38
cmp	x12, x9
csinc	x9, x12, x11, hi	// hi = pmore
sub	x16, x9, x11
cmp	x16, #0x2
b.cc	9788c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3554>  // b.lo, b.ul, b.last
and	x15, x9, #0x1
mov	w17, #0x8                   	// #8
sub	x14, x16, x15
bfi	x17, x8, #6, #58
add	x8, x11, x15
add	x14, x11, x14
add	x11, sp, #0x40
sub	x8, x8, x9
add	x9, x19, x17
add	x11, x11, x17
ldp	x16, x17, [x9, #-8]
adds	x8, x8, #0x2
add	x9, x9, #0x10
eor	x16, x13, x16, ror #32
eor	x17, x13, x17, ror #32
ror	x18, x16, #40
ror	x0, x17, #40
eor	x18, x18, x16, ror #15
eor	x0, x0, x17, ror #15
eor	x16, x18, x16
eor	x17, x0, x17
mul	x16, x16, x10
mul	x17, x17, x10
lsr	x18, x16, #35
lsr	x0, x17, #35
add	x18, x18, #0x8
eor	x16, x18, x16
add	x18, x0, #0x8
mul	x16, x16, x10
eor	x17, x18, x17
mul	x17, x17, x10
eor	x16, x16, x16, lsr #28
eor	x17, x17, x17, lsr #28
stp	x16, x17, [x11, #-8]
add	x11, x11, #0x10
b.ne	97820 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x34e8>  // b.any
cbz	x15, 978d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3598>
add	x8, sp, #0x40
ldr	x11, [x19, x14, lsl #3]
mov	x9, x14
eor	x11, x13, x11, ror #32
ror	x14, x11, #40
eor	x14, x14, x11, ror #15
eor	x11, x14, x11
mul	x11, x11, x10
lsr	x14, x11, #35
add	x14, x14, #0x8
eor	x11, x14, x11
add	x14, x9, #0x1
mul	x11, x11, x10
cmp	x14, x12
eor	x11, x11, x11, lsr #28
str	x11, [x8, x9, lsl #3]
b.cc	97890 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3558>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
cmp	x2, #0x8
add	x8, x26, #0x100
add	x13, sp, #0x40
dup	v0.2d, x11
b.cc	9790c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x35d4>  // b.lo, b.ul, b.last
add	x9, x13, x12, lsl #2
add	x9, x9, #0x200
cmp	x8, x9
b.cs	9845c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4124>  // b.hs, b.nlast
add	x9, x13, x12, lsl #3
add	x14, x13, #0x200
add	x9, x9, #0x100
cmp	x14, x9
b.cs	9845c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4124>  // b.hs, b.nlast
mov	x14, xzr
add	x9, x13, x14, lsl #2
add	x13, x13, x14, lsl #3
sub	x14, x12, x14
add	x9, x9, #0x200
add	x13, x13, #0x100
ldur	w15, [x13, #-252]
subs	x14, x14, #0x1
mul	x15, x15, x11
lsr	x16, x15, #27
ubfx	x15, x15, #32, #1
and	x16, x16, #0x1fffffffc0
str	x16, [x13], #8
str	w15, [x9], #4
b.ne	97924 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x35ec>  // b.any
ldr	x9, [sp, #32]
cmp	x9, #0x40, lsl #12
b.ls	9796c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3634>  // b.plast
lsl	x9, x12, #3
ldr	x13, [x8], #8
subs	x9, x9, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	97958 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3620>  // b.any
mov	x8, #0x1fffffffc0          	// #137438953408
movi	v1.4s, #0x1
mov	w13, #0x289d                	// #10397
dup	v2.2d, x8
add	x8, x19, #0x20
mov	w15, #0xad5b                	// #44379
mov	w4, #0x95c7                	// #38343
mov	w18, #0x137b                	// #4987
mov	w3, #0x4d91                	// #19857
mov	w30, #0x424b                	// #16971
ldr	x5, [x23, #16]
stp	x19, x8, [sp, #8]
add	x8, x19, #0x8
mov	w19, #0x4947                	// #18759
mov	x1, xzr
movk	w13, #0xa2b7, lsl #16
movk	w15, #0x8824, lsl #16
movk	w4, #0x7054, lsl #16
movk	w18, #0x47b6, lsl #16
movk	w3, #0x4497, lsl #16
movk	w30, #0x2df1, lsl #16
str	x8, [sp]
movk	w19, #0x9efc, lsl #16
add	x22, sp, #0x2c0
add	x8, sp, #0x40
mov	w25, #0x1                   	// #1
str	x2, [sp, #24]
b	979ec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b4>
cmp	x2, x1
mov	x8, x27
mov	x12, x26
b.eq	9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>  // b.none
mov	x0, x1
add	x1, x12, x1
mov	w14, #0x20                  	// #32
subs	x9, x2, x1
mov	x27, x22
mov	x22, x8
cmp	x9, #0x20
csel	x26, x9, x14, cc	// cc = lo, ul, last
subs	x28, x2, x1
b.eq	97d64 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a2c>  // b.none
adds	x8, x26, x1
b.cs	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.hs, b.nlast
cmp	x8, x2
b.hi	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.pmore
lsr	x8, x26, #3
cbz	x8, 97bac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3874>
ldr	x9, [sp, #16]
add	x7, x27, #0x20
mov	x30, x8
add	x6, x9, x1, lsl #3
ldp	x19, x9, [x6, #16]
subs	x30, x30, #0x1
ldp	x24, x23, [x6]
eor	x9, x5, x9, ror #32
eor	x19, x5, x19, ror #32
eor	x23, x5, x23, ror #32
eor	x4, x5, x24, ror #32
ror	x20, x9, #15
ror	x17, x19, #15
ror	x2, x23, #15
eor	x20, x20, x9, ror #40
eor	x17, x17, x19, ror #40
eor	x2, x2, x23, ror #40
eor	x9, x20, x9
ldp	x20, x14, [x6, #-16]
mul	x24, x9, x10
ror	x9, x4, #15
eor	x17, x17, x19
eor	x2, x2, x23
ldp	x23, x16, [x6, #-32]
eor	x14, x5, x14, ror #32
eor	x19, x5, x20, ror #32
eor	x9, x9, x4, ror #40
mul	x17, x17, x10
add	x6, x6, #0x40
ror	x20, x14, #15
eor	x9, x9, x4
ror	x4, x19, #15
eor	x23, x5, x23, ror #32
eor	x16, x5, x16, ror #32
mul	x9, x9, x10
eor	x20, x20, x14, ror #40
eor	x4, x4, x19, ror #40
mul	x2, x2, x10
eor	x14, x20, x14
ror	x20, x23, #15
eor	x4, x4, x19
ror	x19, x16, #15
mul	x4, x4, x10
eor	x20, x20, x23, ror #40
eor	x19, x19, x16, ror #40
mul	x14, x14, x10
eor	x20, x20, x23
lsr	x23, x17, #35
mul	x20, x20, x10
eor	x16, x19, x16
lsr	x19, x9, #35
add	x23, x23, #0x8
mul	x16, x16, x10
eor	x17, x23, x17
lsr	x23, x4, #35
add	x19, x19, #0x8
eor	x9, x19, x9
add	x19, x23, #0x8
mul	x17, x17, x10
lsr	x23, x20, #35
eor	x4, x19, x4
mul	x9, x9, x10
lsr	x19, x16, #35
add	x23, x23, #0x8
eor	x20, x23, x20
lsr	x23, x14, #35
mul	x4, x4, x10
add	x19, x19, #0x8
eor	x16, x19, x16
lsr	x19, x2, #35
add	x23, x23, #0x8
mul	x20, x20, x10
eor	x14, x23, x14
lsr	x23, x24, #35
add	x19, x19, #0x8
eor	x9, x9, x9, lsr #28
mul	x16, x16, x10
eor	x2, x19, x2
add	x19, x23, #0x8
eor	x19, x19, x24
eor	x4, x4, x4, lsr #28
mul	x14, x14, x10
eor	x20, x20, x20, lsr #28
mul	x2, x2, x10
eor	x16, x16, x16, lsr #28
mul	x19, x19, x10
stp	x20, x16, [x7, #-32]
eor	x14, x14, x14, lsr #28
eor	x16, x2, x2, lsr #28
stp	x4, x14, [x7, #-16]
eor	x14, x17, x17, lsr #28
stp	x9, x16, [x7]
eor	x9, x19, x19, lsr #28
stp	x14, x9, [x7, #16]
add	x7, x7, #0x40
b.ne	97a3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3704>  // b.any
and	x9, x26, #0x38
cmp	x9, x26
b.eq	97cb4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x397c>  // b.none
orr	x6, x9, #0x1
cmp	x26, x6
and	x6, x26, #0x38
csinc	x7, x26, x9, hi	// hi = pmore
sub	x23, x7, x9
cmp	x23, #0x2
b.cc	97c6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3934>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x8, x7, #0x1
ldr	x14, [sp]
sub	x6, x23, x8
add	x20, x19, x1, lsl #3
add	x6, x9, x6
add	x9, x9, x8
add	x19, x27, x19
sub	x9, x9, x7
add	x7, x14, x20
add	x23, x19, #0x8
ldp	x19, x20, [x7, #-8]
adds	x9, x9, #0x2
add	x7, x7, #0x10
eor	x19, x5, x19, ror #32
eor	x20, x5, x20, ror #32
ror	x24, x19, #40
ror	x30, x20, #40
eor	x24, x24, x19, ror #15
eor	x30, x30, x20, ror #15
eor	x19, x24, x19
eor	x20, x30, x20
mul	x19, x19, x10
mul	x20, x20, x10
lsr	x24, x19, #35
lsr	x30, x20, #35
add	x24, x24, #0x8
eor	x19, x24, x19
add	x24, x30, #0x8
mul	x19, x19, x10
eor	x20, x24, x20
mul	x20, x20, x10
eor	x19, x19, x19, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x20, [x23, #-8]
add	x23, x23, #0x10
b.ne	97c00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x38c8>  // b.any
cbz	x8, 97cb4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x397c>
ldr	x8, [sp, #8]
add	x8, x8, x1, lsl #3
ldr	x14, [x8, x6, lsl #3]
mov	x9, x6
add	x6, x6, #0x1
cmp	x6, x26
eor	x14, x5, x14, ror #32
ror	x16, x14, #40
eor	x16, x16, x14, ror #15
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x14, x14, x10
eor	x14, x14, x14, lsr #28
str	x14, [x27, x9, lsl #3]
b.cc	97c74 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x393c>  // b.lo, b.ul, b.last
ldr	x20, [sp, #40]
mov	w19, #0x4947                	// #18759
mov	w4, #0x95c7                	// #38343
mov	w30, #0x424b                	// #16971
cmp	x28, #0x4
add	x8, x27, #0x100
movk	w19, #0x9efc, lsl #16
movk	w4, #0x7054, lsl #16
movk	w30, #0x2df1, lsl #16
b.cc	97d00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x39c8>  // b.lo, b.ul, b.last
add	x9, x27, x26, lsl #2
add	x7, x27, #0x200
add	x9, x9, #0x200
cmp	x8, x9
b.cs	983c8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4090>  // b.hs, b.nlast
add	x9, x27, x26, lsl #3
add	x9, x9, #0x100
cmp	x7, x9
b.cs	983c8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4090>  // b.hs, b.nlast
ldr	x2, [sp, #24]
mov	x6, xzr
add	x9, x27, x6, lsl #2
add	x14, x27, x6, lsl #3
sub	x6, x26, x6
add	x9, x9, #0x200
add	x7, x14, #0x100
ldur	w14, [x7, #-252]
subs	x6, x6, #0x1
mul	x14, x14, x11
lsr	x16, x14, #27
ubfx	x14, x14, #32, #1
and	x16, x16, #0x1fffffffc0
str	x16, [x7], #8
str	w14, [x9], #4
b.ne	97d1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x39e4>  // b.any
ldr	x9, [sp, #32]
cmp	x9, #0x40, lsl #12
b.ls	97d64 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a2c>  // b.plast
lsl	x9, x26, #3
ldr	x14, [x8], #8
subs	x9, x9, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	97d50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a18>  // b.any
cmp	x1, x0
b.cc	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.pmore
ldr	x8, [sp, #48]
cmp	x12, #0x20
add	x8, x8, x0
b.ne	97f74 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c3c>  // b.any
mov	x12, xzr
add	x0, x22, #0x100
add	x7, x22, #0x204
ldur	w14, [x7, #-4]
ldur	w9, [x0, #-256]
ldr	x16, [x0]
mul	w17, w9, w18
ubfiz	x14, x14, #5, #1
add	x16, x21, x16
add	x6, x16, x14
lsr	w14, w17, #27
ldr	w16, [x6]
lsr	w14, w16, w14
tbz	w14, #0, 97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>
mul	w14, w9, w3
ldr	w16, [x6, #4]
lsr	w14, w14, #27
lsr	w14, w16, w14
tbz	w14, #0, 97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>
mul	w14, w9, w15
ldr	w16, [x6, #8]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>  // b.none
mul	w14, w9, w13
ldr	w16, [x6, #12]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>  // b.none
mul	w14, w9, w4
ldr	w16, [x6, #16]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>  // b.none
mul	w14, w9, w30
ldr	w16, [x6, #20]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>  // b.none
mul	w14, w9, w19
ldr	w16, [x6, #24]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97e6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b34>  // b.none
mov	w14, #0xfb31                	// #64305
movk	w14, #0x5c6b, lsl #16
mul	w9, w9, w14
ldr	w14, [x6, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w6, ne	// ne = any
b	97e70 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b38>
mov	w6, wzr
ldr	w14, [x7]
ldur	w9, [x0, #-248]
ldr	x16, [x0, #8]
mul	w17, w9, w18
ubfiz	x14, x14, #5, #1
add	x16, x21, x16
add	x24, x16, x14
lsr	w14, w17, #27
ldr	w16, [x24]
lsr	w14, w16, w14
tbz	w14, #0, 97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>
mul	w14, w9, w3
ldr	w16, [x24, #4]
lsr	w14, w14, #27
lsr	w14, w16, w14
tbz	w14, #0, 97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>
mul	w14, w9, w15
ldr	w16, [x24, #8]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>  // b.none
mul	w14, w9, w13
ldr	w16, [x24, #12]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>  // b.none
mul	w14, w9, w4
ldr	w16, [x24, #16]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>  // b.none
mul	w14, w9, w30
ldr	w16, [x24, #20]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>  // b.none
mul	w14, w9, w19
ldr	w16, [x24, #24]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	97f4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c14>  // b.none
mov	w14, #0xfb31                	// #64305
movk	w14, #0x5c6b, lsl #16
mul	w9, w9, w14
ldr	w14, [x24, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w9, ne	// ne = any
b	97f50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c18>
mov	w9, wzr
add	x14, x8, x12
add	x12, x12, #0x2
add	x7, x7, #0x8
cmp	x12, #0x20
add	x0, x0, #0x10
strb	w6, [x14]
strb	w9, [x14, #1]
b.ne	97d90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a58>  // b.any
b	979dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a4>
ands	x28, x12, #0x3e
b.eq	9819c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e64>  // b.none
mov	w20, #0x424b                	// #16971
mov	x6, xzr
add	x30, x22, #0x100
movk	w20, #0x2df1, lsl #16
add	x7, x22, #0x204
add	x0, x6, #0x2
cmp	x0, #0x22
b.eq	992f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fc0>  // b.none
ldur	w9, [x7, #-4]
ldur	w24, [x30, #-256]
ldr	x14, [x30]
mul	w16, w24, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x9, x14, x9
lsr	w14, w16, #27
ldr	w16, [x9]
lsr	w14, w16, w14
tbz	w14, #0, 98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>
mul	w14, w24, w3
ldr	w16, [x9, #4]
lsr	w14, w14, #27
lsr	w14, w16, w14
tbz	w14, #0, 98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>
mul	w14, w24, w15
ldr	w16, [x9, #8]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>  // b.none
mul	w14, w24, w13
ldr	w16, [x9, #12]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>  // b.none
mul	w14, w24, w4
ldr	w16, [x9, #16]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>  // b.none
mul	w14, w24, w20
ldr	w16, [x9, #20]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>  // b.none
mul	w14, w24, w19
ldr	w16, [x9, #24]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98078 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d40>  // b.none
mov	w14, #0xfb31                	// #64305
ldr	w9, [x9, #28]
movk	w14, #0x5c6b, lsl #16
mul	w14, w24, w14
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w9, w14
cset	w24, ne	// ne = any
b	9807c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d44>
mov	w24, wzr
ldr	w14, [x7]
ldur	w9, [x30, #-248]
ldr	x16, [x30, #8]
mul	w17, w9, w18
ubfiz	x14, x14, #5, #1
add	x16, x21, x16
add	x23, x16, x14
lsr	w14, w17, #27
ldr	w16, [x23]
lsr	w14, w16, w14
tbz	w14, #0, 98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>
mul	w14, w9, w3
ldr	w16, [x23, #4]
lsr	w14, w14, #27
lsr	w14, w16, w14
tbz	w14, #0, 98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>
mul	w14, w9, w15
ldr	w16, [x23, #8]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>  // b.none
mul	w14, w9, w13
ldr	w16, [x23, #12]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>  // b.none
mul	w14, w9, w4
ldr	w16, [x23, #16]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>  // b.none
mul	w14, w9, w20
ldr	w16, [x23, #20]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>  // b.none
mul	w14, w9, w19
ldr	w16, [x23, #24]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	98158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>  // b.none
mov	w14, #0xfb31                	// #64305
movk	w14, #0x5c6b, lsl #16
mul	w9, w9, w14
ldr	w14, [x23, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w9, ne	// ne = any
b	9815c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e24>
mov	w9, wzr
add	x14, x8, x6
add	x30, x30, #0x10
cmp	x28, x0
add	x7, x7, #0x8
mov	x6, x0
strb	w24, [x14]
strb	w9, [x14, #1]
b.ne	97f90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c58>  // b.any
mov	w30, #0x424b                	// #16971
ldr	x20, [sp, #40]
cmp	x28, x12
movk	w30, #0x2df1, lsl #16
b.eq	979dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a4>  // b.none
add	x0, x8, x28
orr	x6, x12, #0x1
b	981a8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e70>
cbz	x12, 979dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a4>
mov	w6, #0x1                   	// #1
mov	x0, x8
add	x9, x22, x28, lsl #2
add	x14, x22, x28, lsl #3
ldr	w7, [x14]
ldr	w9, [x9, #512]
ldr	x14, [x14, #256]
mul	w16, w7, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x9, x14, x9
lsr	w14, w16, #27
ldr	w16, [x9]
lsr	w14, w16, w14
tbz	w14, #0, 9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>
mul	w14, w7, w3
ldr	w16, [x9, #4]
lsr	w14, w14, #27
lsr	w14, w16, w14
tbz	w14, #0, 9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>
mul	w14, w7, w15
ldr	w16, [x9, #8]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>  // b.none
mul	w14, w7, w13
ldr	w16, [x9, #12]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>  // b.none
mul	w14, w7, w4
ldr	w16, [x9, #16]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>  // b.none
mul	w14, w7, w30
ldr	w16, [x9, #20]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>  // b.none
mul	w14, w7, w19
ldr	w16, [x9, #24]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	9828c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f54>  // b.none
mov	w14, #0xfb31                	// #64305
ldr	w9, [x9, #28]
movk	w14, #0x5c6b, lsl #16
mul	w14, w7, w14
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w9, w14
cset	w9, ne	// ne = any
b	98290 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f58>
mov	w9, wzr
add	x8, x8, x12
strb	w9, [x0], #1
cmp	x0, x8
b.eq	979dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a4>  // b.none
add	x9, x22, x6, lsl #3
add	x14, x22, x6, lsl #2
mvn	x8, x28
add	x8, x8, x12
sub	x12, x6, #0x20
add	x6, x9, #0x100
add	x7, x14, #0x200
cbz	x12, 9932c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ff4>
ldur	w24, [x6, #-256]
ldr	w9, [x7], #4
ldr	x14, [x6]
mul	w16, w24, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x9, x14, x9
lsr	w14, w16, #27
ldr	w16, [x9]
lsr	w14, w16, w14
tbz	w14, #0, 983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>
mul	w14, w24, w3
ldr	w16, [x9, #4]
lsr	w14, w14, #27
lsr	w14, w16, w14
tbz	w14, #0, 983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>
mul	w14, w24, w15
ldr	w16, [x9, #8]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>  // b.none
mul	w14, w24, w13
ldr	w16, [x9, #12]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>  // b.none
mul	w14, w24, w4
ldr	w16, [x9, #16]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>  // b.none
mul	w14, w24, w30
ldr	w16, [x9, #20]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>  // b.none
mul	w14, w24, w19
ldr	w16, [x9, #24]
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w16, w14
b.eq	983b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4078>  // b.none
mov	w14, #0xfb31                	// #64305
ldr	w9, [x9, #28]
movk	w14, #0x5c6b, lsl #16
mul	w14, w24, w14
lsr	w14, w14, #27
lsl	w14, w25, w14
tst	w9, w14
cset	w9, ne	// ne = any
add	x6, x6, #0x8
subs	x8, x8, #0x1
add	x12, x12, #0x1
strb	w9, [x0], #1
b.ne	982bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f84>  // b.any
b	979dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a4>
add	x6, x6, #0x8
subs	x8, x8, #0x1
add	x12, x12, #0x1
strb	wzr, [x0], #1
b.ne	982bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f84>  // b.any
b	979dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a4>
and	x6, x26, #0x3c
add	x24, x27, #0x100
and	x28, x26, #0x3c
ldp	q3, q4, [x24, #-256]
fmov	x9, d0
mov	x16, v0.d[1]
subs	x28, x28, #0x4
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x14, d3
fmov	x2, d4
mov	x17, v4.d[1]
mov	x4, v3.d[1]
mul	x9, x14, x9
fmov	x14, d0
mul	x17, x17, x16
mul	x14, x2, x14
fmov	d4, x9
mul	x16, x4, x16
fmov	d3, x14
mov	v4.d[1], x16
mov	v3.d[1], x17
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v2.16b
and	v5.16b, v6.16b, v2.16b
and	v3.16b, v3.16b, v1.16b
stp	q5, q4, [x24], #32
str	q3, [x7], #16
b.ne	983d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x409c>  // b.any
ldr	x2, [sp, #24]
mov	w4, #0x95c7                	// #38343
cmp	x26, x6
movk	w4, #0x7054, lsl #16
b.ne	97d08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x39d0>  // b.any
b	97d40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a08>
ldp	q1, q2, [sp, #64]
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x9, d1
fmov	x15, d2
mov	x14, v2.d[1]
mov	x16, v1.d[1]
movi	v2.4s, #0x1
mul	x9, x9, x11
mul	x15, x15, x11
mul	x14, x14, x11
fmov	d4, x9
mov	x9, #0x1fffffffc0          	// #137438953408
mul	x16, x16, x11
dup	v1.2d, x9
fmov	d3, x15
mov	v3.d[1], x14
and	x14, x12, #0x3c
mov	v4.d[1], x16
cmp	x14, #0x4
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #256]
str	q3, [x25, #512]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q3, q4, [sp, #96]
fmov	x9, d0
mov	x15, v0.d[1]
cmp	x14, #0x8
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x16, d3
fmov	x18, d4
mov	x17, v4.d[1]
mov	x0, v3.d[1]
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mul	x18, x0, x15
fmov	d3, x16
mov	v4.d[1], x18
mov	v3.d[1], x17
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #288]
str	q2, [x25, #528]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q1, q2, [sp, #128]
fmov	x9, d0
cmp	x14, #0xc
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x16, d1
fmov	x18, d2
mov	x17, v2.d[1]
mov	x0, v1.d[1]
movi	v2.4s, #0x1
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mov	x9, #0x1fffffffc0          	// #137438953408
mul	x18, x0, x15
dup	v1.2d, x9
fmov	d3, x16
mov	v4.d[1], x18
mov	v3.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #320]
str	q3, [x25, #544]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q3, q4, [sp, #160]
fmov	x9, d0
cmp	x14, #0x10
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x16, d3
fmov	x18, d4
mov	x17, v4.d[1]
mov	x0, v3.d[1]
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mul	x18, x0, x15
fmov	d3, x16
mov	v4.d[1], x18
mov	v3.d[1], x17
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #352]
str	q2, [x25, #560]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q1, q2, [x25, #128]
fmov	x9, d0
cmp	x14, #0x14
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x16, d1
fmov	x18, d2
mov	x17, v2.d[1]
mov	x0, v1.d[1]
movi	v2.4s, #0x1
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mov	x9, #0x1fffffffc0          	// #137438953408
mul	x18, x0, x15
dup	v1.2d, x9
fmov	d3, x16
mov	v4.d[1], x18
mov	v3.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #384]
str	q3, [x25, #576]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q3, q4, [x25, #160]
fmov	x9, d0
cmp	x14, #0x18
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x16, d3
fmov	x18, d4
mov	x17, v4.d[1]
mov	x0, v3.d[1]
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mul	x18, x0, x15
fmov	d3, x16
mov	v4.d[1], x18
mov	v3.d[1], x17
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #416]
str	q2, [x25, #592]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q1, q2, [x25, #192]
fmov	x9, d0
cmp	x14, #0x1c
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x16, d1
fmov	x18, d2
mov	x17, v2.d[1]
mov	x0, v1.d[1]
movi	v2.4s, #0x1
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mov	x9, #0x1fffffffc0          	// #137438953408
mul	x18, x0, x15
dup	v1.2d, x9
fmov	d3, x16
mov	v4.d[1], x18
mov	v3.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #448]
str	q3, [x25, #608]
b.eq	987e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x44ac>  // b.none
ldp	q3, q4, [x25, #224]
fmov	x9, d0
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x16, d3
fmov	x18, d4
mov	x17, v4.d[1]
mov	x0, v3.d[1]
mul	x9, x16, x9
fmov	x16, d0
mul	x17, x17, x15
mul	x16, x18, x16
fmov	d4, x9
mul	x15, x0, x15
fmov	d3, x16
mov	v4.d[1], x15
mov	v3.d[1], x17
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #480]
str	q2, [x25, #624]
cmp	x12, x14
b.eq	97948 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3610>  // b.none
b	97910 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x35d8>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x22, x8
str	x9, [sp, #32]
tbnz	w0, #0, 9526c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf34>
str	x22, [sp, #56]
b.ne	992d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f98>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x10, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>
mov	x11, #0xdf25                	// #57125
lsr	x8, x10, #3
ldr	x19, [x23]
movk	x11, #0x1e98, lsl #16
and	x12, x10, #0x38
movk	x11, #0x1c65, lsl #32
movk	x11, #0x9fb2, lsl #48
cbz	x8, 98a50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4718>
ldr	x13, [x23, #16]
add	x9, sp, #0x40
add	x14, x19, #0x20
add	x15, x9, #0x20
mov	x16, x8
ldp	x17, x9, [x14, #16]
subs	x16, x16, #0x1
ldp	x1, x0, [x14]
ldp	x6, x4, [x14, #-16]
eor	x9, x13, x9, ror #32
eor	x18, x13, x17, ror #32
eor	x0, x13, x0, ror #32
eor	x1, x13, x1, ror #32
ror	x17, x9, #15
ror	x3, x18, #15
eor	x4, x13, x4, ror #32
ror	x5, x0, #15
eor	x17, x17, x9, ror #40
eor	x3, x3, x18, ror #40
eor	x5, x5, x0, ror #40
eor	x9, x17, x9
eor	x18, x3, x18
eor	x3, x13, x6, ror #32
mul	x17, x9, x11
ror	x9, x1, #15
ror	x6, x4, #15
eor	x0, x5, x0
ldp	x5, x7, [x14, #-32]
eor	x9, x9, x1, ror #40
eor	x6, x6, x4, ror #40
mul	x18, x18, x11
add	x14, x14, #0x40
eor	x9, x9, x1
ror	x1, x3, #15
eor	x5, x13, x5, ror #32
eor	x4, x6, x4
eor	x6, x13, x7, ror #32
mul	x9, x9, x11
eor	x1, x1, x3, ror #40
ror	x7, x5, #15
mul	x4, x4, x11
eor	x1, x1, x3
ror	x3, x6, #15
eor	x7, x7, x5, ror #40
mul	x1, x1, x11
eor	x3, x3, x6, ror #40
eor	x5, x7, x5
lsr	x7, x18, #35
mul	x5, x5, x11
eor	x3, x3, x6
lsr	x6, x9, #35
add	x7, x7, #0x8
mul	x3, x3, x11
eor	x18, x7, x18
lsr	x7, x1, #35
add	x6, x6, #0x8
mul	x0, x0, x11
eor	x9, x6, x9
add	x6, x7, #0x8
lsr	x7, x5, #35
eor	x1, x6, x1
mul	x9, x9, x11
lsr	x6, x3, #35
add	x7, x7, #0x8
eor	x5, x7, x5
lsr	x7, x4, #35
mul	x18, x18, x11
add	x6, x6, #0x8
eor	x3, x6, x3
lsr	x6, x0, #35
add	x7, x7, #0x8
eor	x4, x7, x4
lsr	x7, x17, #35
mul	x1, x1, x11
add	x6, x6, #0x8
eor	x9, x9, x9, lsr #28
eor	x0, x6, x0
add	x6, x7, #0x8
mul	x5, x5, x11
eor	x17, x6, x17
eor	x18, x18, x18, lsr #28
mul	x0, x0, x11
eor	x1, x1, x1, lsr #28
mul	x3, x3, x11
eor	x5, x5, x5, lsr #28
mul	x4, x4, x11
eor	x0, x0, x0, lsr #28
mul	x17, x17, x11
eor	x3, x3, x3, lsr #28
stp	x9, x0, [x15]
eor	x4, x4, x4, lsr #28
stp	x5, x3, [x15, #-32]
eor	x9, x17, x17, lsr #28
stp	x1, x4, [x15, #-16]
stp	x18, x9, [x15, #16]
add	x15, x15, #0x40
b.ne	988e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x45a8>  // b.any
cmp	x12, x10
add	x14, x27, #0x100
b.eq	98b54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x481c>  // b.none
orr	x9, x12, #0x1
ldr	x13, [x23, #16]
and	x15, x10, #0x38
cmp	x10, x9
csinc	x9, x10, x12, hi	// hi = pmore
sub	x17, x9, x12
cmp	x17, #0x2
b.cc	98b10 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x47d8>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x16, x9, #0x1
bfi	x18, x8, #6, #58
sub	x15, x17, x16
add	x8, x12, x16
add	x17, sp, #0x40
add	x15, x12, x15
sub	x8, x8, x9
add	x12, x19, x18
add	x17, x17, x18
ldp	x9, x18, [x12, #-8]
adds	x8, x8, #0x2
add	x12, x12, #0x10
eor	x9, x13, x9, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x9, #40
ror	x1, x18, #40
eor	x0, x0, x9, ror #15
eor	x1, x1, x18, ror #15
eor	x9, x0, x9
eor	x18, x1, x18
mul	x9, x9, x11
mul	x18, x18, x11
lsr	x0, x9, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x9, x0, x9
add	x0, x1, #0x8
mul	x9, x9, x11
eor	x18, x0, x18
mul	x18, x18, x11
eor	x9, x9, x9, lsr #28
eor	x18, x18, x18, lsr #28
stp	x9, x18, [x17, #-8]
add	x17, x17, #0x10
b.ne	98aa4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x476c>  // b.any
cbz	x16, 98b54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x481c>
add	x8, sp, #0x40
ldr	x12, [x19, x15, lsl #3]
mov	x9, x15
eor	x12, x13, x12, ror #32
ror	x15, x12, #40
eor	x15, x15, x12, ror #15
eor	x12, x15, x12
mul	x12, x12, x11
lsr	x15, x12, #35
add	x15, x15, #0x8
eor	x12, x15, x12
add	x15, x9, #0x1
mul	x12, x12, x11
cmp	x15, x10
eor	x12, x12, x12, lsr #28
str	x12, [x8, x9, lsl #3]
b.cc	98b14 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x47dc>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
mov	w13, #0x79b1                	// #31153
mov	x9, xzr
movk	w13, #0x9e37, lsl #16
add	x8, sp, #0x40
add	x15, x8, x9, lsl #3
ldr	x16, [x15]
lsr	x17, x16, #32
mul	w16, w16, w13
mul	x17, x17, x12
lsr	w16, w16, #22
lsr	x18, x17, #27
and	x18, x18, #0x1fffffffc0
str	x18, [x15, #256]
ubfx	x15, x17, #32, #1
add	x17, x8, x9, lsl #2
ldrh	w16, [x26, w16, uxtw #1]
add	x9, x9, #0x1
cmp	x10, x9
bfi	w15, w16, #1, #9
str	w15, [x17, #512]
b.ne	98b68 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4830>  // b.any
ldr	x8, [sp, #32]
cmp	x8, #0x40, lsl #12
b.ls	98bd0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4898>  // b.plast
lsl	x8, x10, #3
ldr	x9, [x14], #8
subs	x8, x8, #0x8
add	x9, x21, x9
prfm	pldl1keep, [x9]
b.ne	98bbc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4884>  // b.any
add	x8, x19, #0x20
mov	w25, #0x289d                	// #10397
mov	w18, #0xfb31                	// #64305
mov	w3, #0x137b                	// #4987
mov	w4, #0x4d91                	// #19857
ldr	x6, [x23, #16]
stp	x19, x8, [sp, #8]
add	x8, x19, #0x8
mov	x1, xzr
movk	w25, #0xa2b7, lsl #16
movk	w18, #0x5c6b, lsl #16
movk	w3, #0x47b6, lsl #16
movk	w4, #0x4497, lsl #16
str	x8, [sp]
add	x23, sp, #0x2c0
add	x8, sp, #0x40
mov	w27, #0x1                   	// #1
str	x2, [sp, #24]
b	98c28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x48f0>
cmp	x2, x1
mov	x8, x28
b.eq	9928c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f54>  // b.none
mov	x0, x1
add	x1, x10, x1
mov	x30, x10
subs	x9, x2, x1
mov	w10, #0x20                  	// #32
mov	x28, x23
cmp	x9, #0x20
mov	x23, x8
csel	x10, x9, x10, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	98f6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c34>  // b.none
adds	x8, x10, x1
b.cs	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.hs, b.nlast
cmp	x8, x2
b.hi	992bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f84>  // b.pmore
lsr	x15, x10, #3
cbz	x15, 98dec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ab4>
ldr	x8, [sp, #16]
add	x7, x28, #0x20
add	x22, x8, x1, lsl #3
mov	x8, x15
ldp	x5, x9, [x22, #16]
subs	x8, x8, #0x1
ldp	x24, x20, [x22]
eor	x9, x6, x9, ror #32
eor	x5, x6, x5, ror #32
eor	x20, x6, x20, ror #32
eor	x14, x6, x24, ror #32
ror	x19, x9, #15
ror	x25, x5, #15
ror	x16, x20, #15
eor	x19, x19, x9, ror #40
eor	x25, x25, x5, ror #40
eor	x16, x16, x20, ror #40
eor	x9, x19, x9
ldp	x19, x17, [x22, #-16]
mul	x24, x9, x11
ror	x9, x14, #15
eor	x16, x16, x20
ldp	x20, x2, [x22, #-32]
eor	x5, x25, x5
eor	x17, x6, x17, ror #32
eor	x19, x6, x19, ror #32
eor	x9, x9, x14, ror #40
mul	x5, x5, x11
add	x22, x22, #0x40
ror	x25, x17, #15
eor	x9, x9, x14
ror	x14, x19, #15
eor	x20, x6, x20, ror #32
eor	x2, x6, x2, ror #32
mul	x9, x9, x11
eor	x25, x25, x17, ror #40
eor	x14, x14, x19, ror #40
mul	x16, x16, x11
eor	x17, x25, x17
ror	x25, x20, #15
eor	x14, x14, x19
ror	x19, x2, #15
mul	x14, x14, x11
eor	x25, x25, x20, ror #40
eor	x19, x19, x2, ror #40
mul	x17, x17, x11
eor	x20, x25, x20
lsr	x25, x5, #35
mul	x20, x20, x11
eor	x2, x19, x2
lsr	x19, x9, #35
add	x25, x25, #0x8
mul	x2, x2, x11
eor	x5, x25, x5
lsr	x25, x14, #35
add	x19, x19, #0x8
eor	x9, x19, x9
add	x19, x25, #0x8
mul	x5, x5, x11
lsr	x25, x20, #35
eor	x14, x19, x14
mul	x14, x14, x11
lsr	x19, x2, #35
add	x25, x25, #0x8
eor	x20, x25, x20
lsr	x25, x17, #35
mul	x9, x9, x11
add	x19, x19, #0x8
eor	x2, x19, x2
lsr	x19, x16, #35
add	x25, x25, #0x8
eor	x17, x25, x17
lsr	x25, x24, #35
mul	x20, x20, x11
add	x19, x19, #0x8
eor	x14, x14, x14, lsr #28
mul	x17, x17, x11
eor	x16, x19, x16
add	x19, x25, #0x8
eor	x19, x19, x24
eor	x9, x9, x9, lsr #28
mul	x16, x16, x11
eor	x20, x20, x20, lsr #28
mul	x2, x2, x11
eor	x17, x17, x17, lsr #28
mul	x19, x19, x11
stp	x14, x17, [x7, #-16]
eor	x14, x16, x16, lsr #28
eor	x16, x5, x5, lsr #28
eor	x2, x2, x2, lsr #28
stp	x9, x14, [x7]
eor	x9, x19, x19, lsr #28
stp	x20, x2, [x7, #-32]
stp	x16, x9, [x7, #16]
add	x7, x7, #0x40
b.ne	98c7c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4944>  // b.any
and	x5, x10, #0x38
mov	w25, #0x289d                	// #10397
cmp	x5, x10
movk	w25, #0xa2b7, lsl #16
b.eq	98efc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4bc4>  // b.none
orr	x8, x5, #0x1
cmp	x10, x8
and	x8, x10, #0x38
csinc	x9, x10, x5, hi	// hi = pmore
sub	x7, x9, x5
cmp	x7, #0x2
b.cc	98eb4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4b7c>  // b.lo, b.ul, b.last
lsl	x19, x15, #6
and	x15, x9, #0x1
sub	x8, x7, x15
add	x8, x5, x8
add	x5, x5, x15
add	x7, x19, x1, lsl #3
sub	x5, x5, x9
ldr	x9, [sp]
add	x19, x28, x19
add	x22, x19, #0x8
add	x7, x9, x7
ldp	x9, x19, [x7, #-8]
adds	x5, x5, #0x2
add	x7, x7, #0x10
eor	x9, x6, x9, ror #32
eor	x19, x6, x19, ror #32
ror	x20, x9, #40
ror	x24, x19, #40
eor	x20, x20, x9, ror #15
eor	x24, x24, x19, ror #15
eor	x9, x20, x9
eor	x19, x24, x19
mul	x9, x9, x11
mul	x19, x19, x11
lsr	x20, x9, #35
lsr	x24, x19, #35
add	x20, x20, #0x8
eor	x9, x20, x9
add	x20, x24, #0x8
mul	x9, x9, x11
eor	x19, x20, x19
mul	x19, x19, x11
eor	x9, x9, x9, lsr #28
eor	x19, x19, x19, lsr #28
stp	x9, x19, [x22, #-8]
add	x22, x22, #0x10
b.ne	98e48 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4b10>  // b.any
cbz	x15, 98efc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4bc4>
ldr	x9, [sp, #8]
add	x9, x9, x1, lsl #3
mov	x14, x8
ldr	x8, [x9, x8, lsl #3]
eor	x8, x6, x8, ror #32
ror	x15, x8, #40
eor	x15, x15, x8, ror #15
eor	x8, x15, x8
mul	x8, x8, x11
lsr	x15, x8, #35
add	x15, x15, #0x8
eor	x8, x15, x8
mul	x15, x8, x11
add	x8, x14, #0x1
cmp	x8, x10
eor	x15, x15, x15, lsr #28
str	x15, [x28, x14, lsl #3]
b.cc	98ebc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4b84>  // b.lo, b.ul, b.last
ldr	x2, [sp, #24]
add	x8, x28, #0x100
add	x15, x28, #0x200
mov	x5, x10
add	x7, x28, #0x100
ldur	x9, [x7, #-256]
subs	x5, x5, #0x1
lsr	x14, x9, #32
mul	w9, w9, w13
mul	x14, x14, x12
lsr	w9, w9, #22
lsr	x16, x14, #27
ubfx	x14, x14, #32, #1
and	x16, x16, #0x1fffffffc0
str	x16, [x7], #8
ldrh	w9, [x26, w9, uxtw #1]
bfi	w14, w9, #1, #9
str	w14, [x15], #4
b.ne	98f10 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4bd8>  // b.any
ldp	x9, x20, [sp, #32]
cmp	x9, #0x40, lsl #12
b.ls	98f6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c34>  // b.plast
lsl	x9, x10, #3
ldr	x14, [x8], #8
subs	x9, x9, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	98f58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c20>  // b.any
cmp	x1, x0
b.cc	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	992ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f74>  // b.pmore
ldr	x8, [sp, #48]
cmp	x30, #0x20
add	x8, x8, x0
b.ne	99108 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4dd0>  // b.any
mov	x15, xzr
add	x9, x23, x15, lsl #3
add	x14, x23, x15, lsl #2
ldr	x0, [x9]
ldr	w7, [x14, #512]
ldr	x17, [x9, #256]
mul	w16, w0, w3
ubfx	w9, w7, #1, #8
ubfiz	x22, x7, #5, #1
mul	w14, w0, w18
add	x17, x21, x17
sbfx	w5, w7, #1, #8
sbfx	w19, w9, #0, #1
add	x22, x17, x22
lsr	w16, w16, #27
ldr	w17, [x22]
cmn	w5, #0x1
lsr	w14, w14, #27
lsl	w16, w27, w16
lsl	w14, w27, w14
and	w16, w19, w16
csel	w5, wzr, w14, gt
bics	wzr, w16, w17
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
mul	w14, w0, w4
lsl	w9, w9, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w9, w14, w9, asr #31
ldr	w14, [x22, #4]
bics	wzr, w9, w14
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
mov	w9, #0xad5b                	// #44379
lsl	w14, w7, #28
movk	w9, #0x8824, lsl #16
mul	w9, w0, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x22, #8]
bics	wzr, w9, w14
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
mul	w9, w0, w25
lsl	w14, w7, #27
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x22, #12]
bics	wzr, w9, w14
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
mov	w9, #0x95c7                	// #38343
lsl	w14, w7, #26
movk	w9, #0x7054, lsl #16
mul	w9, w0, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x22, #16]
bics	wzr, w9, w14
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
mov	w9, #0x424b                	// #16971
lsl	w14, w7, #25
movk	w9, #0x2df1, lsl #16
mul	w9, w0, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x22, #20]
bics	wzr, w9, w14
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
mov	w9, #0x4947                	// #18759
lsl	w14, w7, #24
movk	w9, #0x9efc, lsl #16
mul	w9, w0, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x22, #24]
bics	wzr, w9, w14
b.ne	990f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.any
ldr	w9, [x22, #28]
bics	wzr, w5, w9
cset	w9, eq	// eq = none
add	x14, x15, #0x1
strb	w9, [x8, x15]
cmp	x14, #0x20
mov	x15, x14
b.ne	98f90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c58>  // b.any
b	98c1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x48e4>
add	x14, x15, #0x1
strb	wzr, [x8, x15]
cmp	x14, #0x20
mov	x15, x14
b.ne	98f90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4c58>  // b.any
b	98c1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x48e4>
cbz	x30, 98c1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x48e4>
add	x15, x23, #0x100
add	x0, x23, #0x200
ldur	w7, [x15, #-256]
ldr	w22, [x0], #4
ldr	x17, [x15]
mul	w14, w7, w3
ubfx	w9, w22, #1, #8
ubfiz	x24, x22, #5, #1
mul	w16, w7, w18
add	x17, x21, x17
sbfx	w5, w22, #1, #8
sbfx	w19, w9, #0, #1
add	x24, x17, x24
lsr	w14, w14, #27
ldr	w17, [x24]
cmn	w5, #0x1
lsr	w16, w16, #27
lsl	w14, w27, w14
lsl	w16, w27, w16
and	w14, w19, w14
csel	w5, wzr, w16, gt
bics	wzr, w14, w17
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
mul	w14, w7, w4
lsl	w9, w9, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w9, w14, w9, asr #31
ldr	w14, [x24, #4]
bics	wzr, w9, w14
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
mov	w9, #0xad5b                	// #44379
lsl	w14, w22, #28
movk	w9, #0x8824, lsl #16
mul	w9, w7, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x24, #8]
bics	wzr, w9, w14
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
mul	w9, w7, w25
lsl	w14, w22, #27
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x24, #12]
bics	wzr, w9, w14
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
mov	w9, #0x95c7                	// #38343
lsl	w14, w22, #26
movk	w9, #0x7054, lsl #16
mul	w9, w7, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x24, #16]
bics	wzr, w9, w14
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
mov	w9, #0x424b                	// #16971
lsl	w14, w22, #25
movk	w9, #0x2df1, lsl #16
mul	w9, w7, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x24, #20]
bics	wzr, w9, w14
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
mov	w9, #0x4947                	// #18759
lsl	w14, w22, #24
movk	w9, #0x9efc, lsl #16
mul	w9, w7, w9
lsr	w9, w9, #27
lsl	w9, w27, w9
and	w9, w9, w14, asr #31
ldr	w14, [x24, #24]
bics	wzr, w9, w14
b.ne	99270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4f38>  // b.any
ldr	w9, [x24, #28]
bics	wzr, w5, w9
cset	w9, eq	// eq = none
add	x14, x8, #0x1
subs	x30, x30, #0x1
strb	w9, [x8]
add	x15, x15, #0x8
mov	x8, x14
b.ne	99114 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ddc>  // b.any
b	98c1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x48e4>
add	x14, x8, #0x1
subs	x30, x30, #0x1
strb	wzr, [x8]
add	x15, x15, #0x8
mov	x8, x14
b.ne	99114 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ddc>  // b.any
b	98c1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x48e4>
add	sp, sp, #0x550
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0xf70
mov	x2, x20
bl	aa90 <core::slice::index::slice_index_fail>
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x690
mov	x0, x1
mov	x1, x8
bl	aa90 <core::slice::index::slice_index_fail>
mov	x8, x1
adrp	x3, 12d000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x157>
add	x3, x3, #0x780
adrp	x5, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x5, x5, #0x648
add	x1, sp, #0x38
add	x2, x8, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a7b0 <core::panicking::assert_failed::<usize, usize>>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa48
mov	x0, x6
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa48
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa30
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa30
mov	w0, #0x20                  	// #32
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
lsl	x1, x8, #3
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x630
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa90 <core::slice::index::slice_index_fail>
