0000000000140420 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    DWORD PTR [rsp+0x4c],r8d
mov    r13,rcx
mov    rcx,QWORD PTR [rdi]
mov    r11,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x360],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x320],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x260],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x420],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x460],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x520],zmm0
mov    r14,QWORD PTR [r13+0x8]
cmp    r14,0x20
mov    ebx,0x20
cmovb  rbx,r14
test   r14,r14
je     1418eb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14cb>
mov    r10,rdx
mov    r15,QWORD PTR [r13+0x0]
mov    rbp,rbx
shr    rbp,0x3
mov    eax,ebx
and    eax,0x38
test   rbp,rbp
je     1406f8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d8>
vpbroadcastq zmm1,QWORD PTR [r13+0x10]
vprolq zmm0,ZMMWORD PTR [r15],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffed0c17]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed0b00]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm2
cmp    rbp,0x1
je     1406f8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d8>
vprolq zmm2,ZMMWORD PTR [r15+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed0a98]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm2
cmp    rbp,0x2
je     1406f8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d8>
vprolq zmm2,ZMMWORD PTR [r15+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffed0a30]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm2
cmp    rbp,0x3
je     1406f8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2d8>
vprolq zmm2,ZMMWORD PTR [r15+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xffffffffffed09cc]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
movabs r12,0x9fb21c651e98df25
cmp    rax,rbx
je     14081c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3fc>
mov    r8,rax
or     r8,0x1
cmp    rbx,r8
cmova  r8,rbx
mov    rdx,QWORD PTR [r13+0x10]
mov    rdi,r8
sub    rdi,rax
cmp    rdi,0x8
jae    140731 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x311>
mov    rdi,rax
jmp    1407d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3b0>
and    r8d,0x7
sub    rdi,r8
add    rdi,rax
vpbroadcastq zmm0,rdx
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffed0a55]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffed094b]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm3,ZMMWORD PTR [r15+rax*8],0x20
vpxorq zmm3,zmm3,zmm0
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmullq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,zmm2
vpxorq zmm3,zmm4,zmm3
vpmullq zmm3,zmm3,zmm1
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x60],zmm3
add    rax,0x8
cmp    rdi,rax
jne    140760 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x340>
test   r8,r8
je     14081c <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3fc>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r15+rdi*8]
rol    rax,0x20
xor    rax,rdx
mov    r8,rax
rol    r8,0x31
mov    r9,rax
rol    r9,0x18
xor    r9,r8
xor    r9,rax
imul   r9,r12
mov    rax,r9
shr    rax,0x23
add    rax,0x8
xor    rax,r9
imul   rax,r12
mov    r8,rax
shr    r8,0x1c
xor    r8,rax
mov    QWORD PTR [rsp+rdi*8+0x60],r8
inc    rdi
cmp    rdi,rbx
jb     1407d0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3b0>
mov    QWORD PTR [rsp+0x40],rcx
mov    QWORD PTR [rsp+0x38],r14
mov    eax,ebx
and    eax,0x7
cmp    rax,0x1
sbb    rbp,0xffffffffffffffff
mov    rax,r11
shr    rax,0x20
mov    QWORD PTR [rsp+0x50],rax
vmovq  xmm0,r11
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
mov    QWORD PTR [rsp+0x58],r15
je     140d65 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x945>
mov    rax,r11
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x90]
mov    r15,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x88]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x80]
mov    rcx,rbp
mov    rbp,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x78]
mov    r14,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x70]
mov    QWORD PTR [rsp+0x28],r13
mov    r13,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x68]
mov    r8,rdx
mov    r9,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x60]
shld   rdx,rax,0x6
shld   r8,r9,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r13,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r15
vmovq  xmm3,r12
vmovq  xmm4,rbp
vmovq  xmm5,r14
vmovq  xmm6,r13
mov    r13,QWORD PTR [rsp+0x28]
vmovq  xmm7,r8
vmovq  xmm8,rdx
vpunpcklqdq xmm1,xmm2,xmm1
vpunpcklqdq xmm2,xmm4,xmm3
vinserti128 ymm1,ymm2,xmm1,0x1
vpunpcklqdq xmm2,xmm6,xmm5
vpunpcklqdq xmm3,xmm8,xmm7
vinserti128 ymm2,ymm3,xmm2,0x1
vinserti64x4 zmm1,zmm2,ymm1,0x1
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed07ae]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm1
cmp    rcx,0x1
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
mov    rax,r11
mul    QWORD PTR [rsp+0xa0]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xa8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xb8]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xc0]
mov    r14,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xc8]
mov    r13,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xd0]
mov    r8,rdx
mov    r9,rax
mov    rax,r11
mul    QWORD PTR [rsp+0xd8]
shld   rdx,rax,0x6
shld   r8,r9,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r13,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r15
vmovq  xmm3,r12
vmovq  xmm4,rbp
vmovq  xmm5,r14
vmovq  xmm6,r13
mov    r13,QWORD PTR [rsp+0x28]
vmovq  xmm7,r8
vmovq  xmm8,rdx
vpunpcklqdq xmm1,xmm1,xmm2
vpunpcklqdq xmm2,xmm3,xmm4
vinserti128 ymm1,ymm1,xmm2,0x1
vpunpcklqdq xmm2,xmm5,xmm6
vpunpcklqdq xmm3,xmm7,xmm8
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed066c]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm1
cmp    rcx,0x2
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
mov    rax,r11
mul    QWORD PTR [rsp+0xe0]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xe8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xf8]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x100]
mov    r14,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x108]
mov    r13,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x110]
mov    r8,rdx
mov    r9,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x118]
shld   rdx,rax,0x6
shld   r8,r9,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r13,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r15
vmovq  xmm3,r12
vmovq  xmm4,rbp
vmovq  xmm5,r14
vmovq  xmm6,r13
mov    r13,QWORD PTR [rsp+0x28]
vmovq  xmm7,r8
vmovq  xmm8,rdx
vpunpcklqdq xmm1,xmm1,xmm2
vpunpcklqdq xmm2,xmm3,xmm4
vinserti128 ymm1,ymm1,xmm2,0x1
vpunpcklqdq xmm2,xmm5,xmm6
vpunpcklqdq xmm3,xmm7,xmm8
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed052a]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm1
cmp    rcx,0x3
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
mov    rax,r11
mul    QWORD PTR [rsp+0x120]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x128]
mov    r15,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x138]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x140]
mov    r14,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x148]
mov    r13,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x150]
mov    r8,rdx
mov    r9,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x158]
shld   rdx,rax,0x6
shld   r8,r9,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r13,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r15
vmovq  xmm3,r12
vmovq  xmm4,rbp
mov    rbp,rcx
vmovq  xmm5,r14
vmovq  xmm6,r13
mov    r13,QWORD PTR [rsp+0x28]
vmovq  xmm7,r8
vmovq  xmm8,rdx
vpunpcklqdq xmm1,xmm1,xmm2
vpunpcklqdq xmm2,xmm3,xmm4
vinserti128 ymm1,ymm1,xmm2,0x1
vpunpcklqdq xmm2,xmm5,xmm6
vpunpcklqdq xmm3,xmm7,xmm8
vinserti128 ymm2,ymm2,xmm3,0x1
vinserti64x4 zmm1,zmm1,ymm2,0x1
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed03e5]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm1
cmp    rcx,0x4
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
jmp    14194a <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x152a>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x60]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed03a1]        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x1a
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed060d]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm1
cmp    rbp,0x1
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xa0]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed0346]        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x1a
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed05b2]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm1
cmp    rbp,0x2
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xe0]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed02eb]        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x1a
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed0557]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm1
cmp    rbp,0x3
je     140ecd <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xaad>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x120]
vpsrlq zmm2,zmm1,0x20
vpmullq zmm2,zmm2,zmm0
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed0294]        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x1a
vpandq zmm1,zmm1,QWORD BCST [rip+0xffffffffffed0500]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm1
cmp    rbp,0x4
jne    14194a <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x152a>
cmp    BYTE PTR [rsp+0x4c],0x0
mov    rdx,QWORD PTR [rsp+0x38]
mov    rcx,QWORD PTR [rsp+0x40]
je     140f88 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb68>
lea    r14,[rsp+0x160]
lea    rdi,[rbx*8-0x8]
mov    r8d,edi
not    r8d
mov    rax,r14
test   r8b,0x38
je     140f31 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb11>
mov    r8d,edi
shr    r8d,0x3
inc    r8d
and    r8d,0x7
mov    rax,r14
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+r9*1]
dec    r8
jne    140f20 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb00>
cmp    rdi,0x38
jb     140f88 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb68>
lea    r8,[r14+rbx*8]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rax,r8
jne    140f40 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb20>
mov    rax,QWORD PTR [r13+0x10]
mov    QWORD PTR [rsp+0x20],rax
vpbroadcastq zmm1,rax
vmovdqa64 zmm2,ZMMWORD PTR [rip+0xffffffffffef6d1f]        # 37cc0 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x119c8>
lea    r14,[rsp+0x2e0]
lea    rax,[rsp+0x60]
xor    edi,edi
vpbroadcastd zmm3,DWORD PTR [rip+0xffffffffffed0076]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vmovdqa64 zmm4,ZMMWORD PTR [rip+0xffffffffffef617c]        # 37140 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10e48>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffed01d2]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffed00c8]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
jmp    140ff2 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbd2>
nop    WORD PTR [rax+rax*1+0x0]
mov    rax,r14
mov    r14,r8
mov    rbx,r9
cmp    rdx,rdi
je     1418eb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14cb>
mov    r8,rax
add    rdi,rbx
mov    r9,rdx
sub    r9,rdi
cmp    r9,0x20
mov    eax,0x20
cmovae r9,rax
cmp    rdx,rdi
je     141870 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1450>
mov    rax,r9
add    rax,rdi
jb     141900 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14e0>
cmp    rax,rdx
ja     141900 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14e0>
mov    rax,QWORD PTR [rsp+0x58]
mov    QWORD PTR [rsp+0x28],rdi
lea    rax,[rax+rdi*8]
mov    rdi,r9
shr    rdi,0x3
je     1411c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xda0>
vprolq zmm7,ZMMWORD PTR [rax],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r14],zmm7
cmp    rdi,0x1
je     1411c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xda0>
vprolq zmm7,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r14+0x40],zmm7
cmp    rdi,0x2
je     1411c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xda0>
vprolq zmm7,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r14+0x80],zmm7
cmp    rdi,0x3
je     1411c0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xda0>
vprolq zmm7,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r14+0xc0],zmm7
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r15d,r9d
and    r15d,0x38
cmp    r15,r9
mov    rcx,QWORD PTR [rsp+0x20]
je     1412db <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xebb>
mov    r12,r15
or     r12,0x1
cmp    r9,r12
cmova  r12,r9
mov    rdx,r12
sub    rdx,r15
cmp    rdx,0x8
jae    141201 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xde1>
mov    rdx,r15
movabs rbp,0x9fb21c651e98df25
jmp    141290 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe70>
mov    r13d,r12d
and    r13d,0x7
sub    rdx,r13
add    rdx,r15
and    r12,0xfffffffffffffff8
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm7,ZMMWORD PTR [rax+r15*8],0x20
vpxorq zmm7,zmm7,zmm1
vprolq zmm8,zmm7,0x31
vprolq zmm9,zmm7,0x18
vpternlogq zmm9,zmm7,zmm8,0x96
vpmullq zmm7,zmm9,zmm5
vpsrlq zmm8,zmm7,0x23
vpaddq zmm8,zmm8,zmm6
vpxorq zmm7,zmm8,zmm7
vpmullq zmm7,zmm7,zmm5
vpsrlq zmm8,zmm7,0x1c
vpxorq zmm7,zmm8,zmm7
vmovdqu64 ZMMWORD PTR [r14+r15*8],zmm7
add    r15,0x8
cmp    r12,r15
jne    141220 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe00>
test   r13,r13
movabs rbp,0x9fb21c651e98df25
je     1412db <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xebb>
xchg   ax,ax
mov    r15,QWORD PTR [rax+rdx*8]
rol    r15,0x20
xor    r15,rcx
mov    r12,r15
rol    r12,0x31
mov    r13,r15
rol    r13,0x18
xor    r13,r12
xor    r13,r15
imul   r13,rbp
mov    r15,r13
shr    r15,0x23
add    r15,0x8
xor    r15,r13
imul   r15,rbp
mov    r12,r15
shr    r12,0x1c
xor    r12,r15
mov    QWORD PTR [r14+rdx*8],r12
inc    rdx
cmp    rdx,r9
jb     141290 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe70>
mov    eax,r9d
and    eax,0x7
cmp    rax,0x1
sbb    rdi,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x50],0x0
je     1413a0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf80>
mov    rax,r11
mul    QWORD PTR [r14+0x38]
mov    rcx,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x30]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r11
mul    QWORD PTR [r14+0x28]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r14+0x20]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x18]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x10]
mov    r13,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x8]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r14]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rdx,QWORD PTR [rsp+0x38]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r15
vmovq  xmm9,QWORD PTR [rsp]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x18]
vmovq  xmm10,rcx
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    1413d8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xfb8>
nop    DWORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm7,ZMMWORD PTR [r14]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
mov    rdx,QWORD PTR [rsp+0x38]
lea    r13,[r14+0x100]
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r13+0x0],zmm7
cmp    rdi,0x1
mov    rcx,QWORD PTR [rsp+0x40]
mov    rax,rdi
mov    rdi,QWORD PTR [rsp+0x28]
je     1417b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1390>
mov    QWORD PTR [rsp+0x18],rax
cmp    QWORD PTR [rsp+0x50],0x0
je     1414e8 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x10c8>
mov    rax,r11
mul    QWORD PTR [r14+0x78]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r14+0x70]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r11
mul    QWORD PTR [r14+0x68]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r14+0x60]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x58]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x50]
mov    rcx,r13
mov    r13,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x48]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x40]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rdx,QWORD PTR [rsp+0x38]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,rcx
mov    rdi,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r15
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r14+0x140],zmm7
cmp    QWORD PTR [rsp+0x18],0x2
jne    141536 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1116>
jmp    1417b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1390>
vmovdqu64 zmm7,ZMMWORD PTR [r14+0x40]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r14+0x140],zmm7
cmp    QWORD PTR [rsp+0x18],0x2
je     1417b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1390>
cmp    QWORD PTR [rsp+0x50],0x0
je     14162d <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x120d>
mov    rax,r11
mul    QWORD PTR [r14+0xb8]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r14+0xb0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r11
mul    QWORD PTR [r14+0xa8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r14+0xa0]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x98]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x90]
mov    rcx,r13
mov    r13,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x88]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r14+0x80]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rdx,QWORD PTR [rsp+0x38]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,rcx
mov    rdi,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r15
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r14+0x180],zmm7
cmp    QWORD PTR [rsp+0x18],0x3
jne    14167b <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x125b>
jmp    1417b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1390>
vmovdqu64 zmm7,ZMMWORD PTR [r14+0x80]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r14+0x180],zmm7
cmp    QWORD PTR [rsp+0x18],0x3
je     1417b0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1390>
cmp    QWORD PTR [rsp+0x50],0x0
je     141759 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1339>
mov    rax,r11
mul    QWORD PTR [r14+0xf8]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r14+0xf0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r11
mul    QWORD PTR [r14+0xe8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r14+0xe0]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r14+0xd8]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r14+0xd0]
mov    rcx,r13
mov    r13,rdx
mov    rax,r11
mul    QWORD PTR [r14+0xc8]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r14+0xc0]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rdx,QWORD PTR [rsp+0x38]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,rcx
mov    rdi,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r15
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    14178d <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x136d>
vmovdqu64 zmm7,ZMMWORD PTR [r14+0xc0]
vpsrlq zmm8,zmm7,0x20
vpmullq zmm8,zmm8,zmm0
vpandd zmm7,zmm7,zmm4
vpmullq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r14+0x1c0],zmm7
mov    rax,QWORD PTR [rsp+0x18]
cmp    rax,0x4
jne    141929 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1509>
nop    WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x4c],0x0
je     141870 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1450>
lea    rdx,[r9*8-0x8]
mov    ebp,edx
not    ebp
mov    rax,r13
test   bpl,0x38
je     141801 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x13e1>
mov    r15d,edx
shr    r15d,0x3
inc    r15d
and    r15d,0x7
mov    rax,r13
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r12,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+r12*1]
dec    r15
jne    1417f0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x13d0>
cmp    rdx,0x38
mov    rdx,QWORD PTR [rsp+0x38]
jb     141870 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1450>
lea    r12,[r9*8+0x0]
add    r12,r13
nop    WORD PTR [rax+rax*1+0x0]
mov    r15,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+r15*1]
mov    r15,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+r15*1]
cmp    rax,r12
jne    141820 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1400>
cmp    rbx,0x1
adc    rbx,0x0
xor    r13d,r13d
jmp    1418cb <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14ab>
nop    DWORD PTR [rax]
add    rax,rsi
inc    r13
imul   r12d,r15d,0x9e3779b1
shr    r12d,0x16
kmovw  k1,WORD PTR [rcx+r12*2]
vmovdqa64 zmm7,ZMMWORD PTR [rax]
vpbroadcastd zmm8,r15d
vpmulld zmm8,zmm8,zmm2
vpsrld zmm8,zmm8,0x1b
vpsllvd zmm8,zmm3,zmm8
vpord  zmm7{k1},zmm7,zmm8
vmovdqa64 ZMMWORD PTR [rax],zmm7
cmp    rbx,r13
je     140fe0 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbc0>
mov    r15,QWORD PTR [r8+r13*8]
mov    rax,QWORD PTR [r8+r13*8+0x100]
cmp    r10,r11
je     141880 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1460>
shr    rax,0x6
cmp    rax,r10
jae    141913 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14f3>
shl    rax,0x6
jmp    141880 <linebloom::probe::x86_64::avx512::entry_dq::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1460>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xc5fa1]        # 2078a8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x570>
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xc955d]        # 20ae70 <_DYNAMIC+0x330>
lea    rdx,[rip+0xc5fa6]        # 2078c0 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x588>
mov    rdi,rax
mov    rsi,r10
vzeroupper
call   QWORD PTR [rip+0xc9467]        # 20ad90 <_DYNAMIC+0x250>
shl    rax,0x3
lea    rcx,[rip+0xc5f44]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xc9526]        # 20ae70 <_DYNAMIC+0x330>
shl    rbp,0x3
lea    rcx,[rip+0xc5f23]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,rbp
vzeroupper
call   QWORD PTR [rip+0xc9505]        # 20ae70 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
