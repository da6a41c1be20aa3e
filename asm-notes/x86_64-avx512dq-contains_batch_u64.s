00000000001500a0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x578
mov    DWORD PTR [rsp+0x54],r9d
mov    QWORD PTR [rsp+0x68],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    151771 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16d1>
mov    QWORD PTR [rsp+0x48],rdx
mov    r10,QWORD PTR [rdi]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x370],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x330],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x270],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x430],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x470],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x530],zmm0
mov    rbp,QWORD PTR [rcx+0x8]
cmp    rbp,0x20
mov    r11d,0x20
cmovb  r11,rbp
test   rbp,rbp
je     15172b <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x168b>
mov    r9,QWORD PTR [rcx]
mov    r12,r11
shr    r12,0x3
mov    eax,r11d
and    eax,0x38
test   r12,r12
je     150383 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e3>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r9],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffec0f8c]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec0e75]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm2
cmp    r12,0x1
je     150383 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e3>
vprolq zmm2,ZMMWORD PTR [r9+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec0e0d]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm2
cmp    r12,0x2
je     150383 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e3>
vprolq zmm2,ZMMWORD PTR [r9+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec0da5]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm2
cmp    r12,0x3
je     150383 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e3>
vprolq zmm2,ZMMWORD PTR [r9+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0d41]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
movabs rbx,0x9fb21c651e98df25
cmp    rax,r11
je     15049c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3fc>
mov    rdi,rax
or     rdi,0x1
cmp    r11,rdi
cmova  rdi,r11
mov    r15,QWORD PTR [rcx+0x10]
mov    rdx,rdi
sub    rdx,rax
cmp    rdx,0x8
jae    1503bc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31c>
mov    rdx,rax
jmp    150450 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b0>
and    edi,0x7
sub    rdx,rdi
add    rdx,rax
vpbroadcastq zmm0,r15
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffec0dcb]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffec0cc1]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop
vprolq zmm3,ZMMWORD PTR [r9+rax*8],0x20
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
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x70],zmm3
add    rax,0x8
cmp    rdx,rax
jne    1503e0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x340>
test   rdi,rdi
je     15049c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3fc>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r9+rdx*8]
rol    rax,0x20
xor    rax,r15
mov    rdi,rax
rol    rdi,0x31
mov    r14,rax
rol    r14,0x18
xor    r14,rdi
xor    r14,rax
imul   r14,rbx
mov    rax,r14
shr    rax,0x23
add    rax,0x8
xor    rax,r14
imul   rax,rbx
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*8+0x70],rdi
inc    rdx
cmp    rdx,r11
jb     150450 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b0>
mov    eax,r11d
and    eax,0x7
cmp    rax,0x1
sbb    r12,0xffffffffffffffff
mov    r14,QWORD PTR [rsp+0x48]
mov    rax,r14
shr    rax,0x20
mov    QWORD PTR [rsp+0x58],rax
mov    eax,r14d
vpbroadcastq zmm0,rax
mov    QWORD PTR [rsp+0x28],rbp
mov    QWORD PTR [rsp+0x60],r9
je     1508b6 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x816>
mov    QWORD PTR [rsp+0x40],rcx
mov    QWORD PTR [rsp+0x38],r8
mov    rax,r14
mul    QWORD PTR [rsp+0xa8]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xa0]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x98]
mov    QWORD PTR [rsp+0x20],r12
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x90]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x88]
mov    r8,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x80]
mov    rcx,rdx
mov    rbx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x78]
mov    r13,rdx
mov    r9,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x70]
shld   rdx,rax,0x6
shld   r13,r9,0x6
shld   rcx,rbx,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r15
vmovq  xmm3,r12
mov    r12,QWORD PTR [rsp+0x20]
vmovq  xmm4,rbp
vmovq  xmm5,r8
vmovq  xmm6,rcx
vmovq  xmm7,r13
vmovq  xmm8,rdx
vpunpcklqdq xmm1,xmm2,xmm1
vpunpcklqdq xmm2,xmm4,xmm3
vinserti128 ymm2,ymm2,xmm1,0x1
vpunpcklqdq xmm3,xmm6,xmm5
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x70]
vpunpcklqdq xmm4,xmm8,xmm7
vinserti128 ymm3,ymm4,xmm3,0x1
vinserti64x4 zmm2,zmm3,ymm2,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0dbb]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm2
cmp    r12,0x1
je     150898 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f8>
mov    rax,r14
mul    QWORD PTR [rsp+0xb0]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xb8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xc0]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xc8]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xd0]
mov    rcx,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xd8]
mov    r8,rdx
mov    rbx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xe0]
mov    r13,rdx
mov    r9,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xe8]
shld   rdx,rax,0x6
shld   r13,r9,0x6
shld   r8,rbx,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   rcx,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    r12,QWORD PTR [rsp+0x20]
vmovq  xmm5,rbp
vmovq  xmm6,rcx
vmovq  xmm7,r8
vmovq  xmm8,r13
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0c80]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm2
cmp    r12,0x2
je     150898 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f8>
mov    rax,r14
mul    QWORD PTR [rsp+0xf0]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r14
mul    QWORD PTR [rsp+0xf8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x100]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x108]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x110]
mov    r8,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x118]
mov    rcx,rdx
mov    rbx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x120]
mov    r13,rdx
mov    r9,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x128]
shld   rdx,rax,0x6
shld   r13,r9,0x6
shld   rcx,rbx,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    r12,QWORD PTR [rsp+0x20]
vmovq  xmm5,rbp
vmovq  xmm6,r8
vmovq  xmm7,rcx
vmovq  xmm8,r13
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0b45]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm2
cmp    r12,0x3
jne    150a14 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x974>
mov    rbp,QWORD PTR [rsp+0x28]
movabs r14,0x9fb21c651e98df25
mov    r8,QWORD PTR [rsp+0x38]
mov    rcx,QWORD PTR [rsp+0x40]
jmp    150b68 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xac8>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x70]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm0
vpmuludq zmm3,zmm1,zmm0
vpsrlq zmm3,zmm3,0x20
vpaddq zmm2,zmm3,zmm2
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0ac6]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm2
cmp    r12,0x1
jne    150912 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x872>
movabs r14,0x9fb21c651e98df25
jmp    150b68 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xac8>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xb0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0a6a]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm2
cmp    r12,0x2
movabs r14,0x9fb21c651e98df25
je     150b68 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xac8>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xf0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec0a0f]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm2
cmp    r12,0x3
je     150b68 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xac8>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x130]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm2,zmm2,zmm0
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec09be]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm2
cmp    r12,0x4
je     150b68 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xac8>
jmp    151799 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16f9>
mov    rax,r14
mul    QWORD PTR [rsp+0x130]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x138]
mov    r15,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x140]
mov    r12,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x148]
mov    rbp,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x150]
mov    r8,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r14
mul    QWORD PTR [rsp+0x158]
mov    rcx,rdx
mov    rbx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x160]
mov    r13,rdx
mov    r9,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x168]
shld   rdx,rax,0x6
shld   r13,r9,0x6
shld   rcx,rbx,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x18]
shld   rdi,rax,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    r12,QWORD PTR [rsp+0x20]
vmovq  xmm5,rbp
vmovq  xmm6,r8
vmovq  xmm7,rcx
vmovq  xmm8,r13
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec088e]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm2
cmp    r12,0x4
mov    rbp,QWORD PTR [rsp+0x28]
movabs r14,0x9fb21c651e98df25
mov    r8,QWORD PTR [rsp+0x38]
mov    rcx,QWORD PTR [rsp+0x40]
jne    151799 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16f9>
vpmovqd ymm2,zmm1
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffec04b5]        # 1102c <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x4>
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm2
cmp    r12,0x1
je     150c08 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb68>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xb0]
vpmovqd ymm2,zmm2
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm2
cmp    r12,0x2
je     150c08 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb68>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xf0]
vpmovqd ymm2,zmm2
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm2
cmp    r12,0x3
je     150c08 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb68>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x130]
vpmovqd ymm2,zmm2
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm2
cmp    BYTE PTR [rsp+0x54],0x0
je     150ca8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc08>
lea    r15,[rsp+0x170]
lea    rdx,[r11*8-0x8]
mov    edi,edx
not    edi
mov    rax,r15
test   dil,0x38
je     150c50 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbb0>
mov    edi,edx
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rax,r15
nop    DWORD PTR [rax]
mov    rbx,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+rbx*1]
dec    rdi
jne    150c40 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba0>
cmp    rdx,0x38
jb     150ca8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc08>
lea    rdi,[r15+r11*8]
nop    WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rdx*1]
cmp    rax,rdi
jne    150c60 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbc0>
mov    r13,QWORD PTR [rcx+0x10]
vpbroadcastq zmm2,r13
vmovdqa64 zmm3,ZMMWORD PTR [rip+0xffffffffffee7004]        # 37cc0 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x119c8>
mov    rax,QWORD PTR [r8]
mov    QWORD PTR [rsp+0x40],rax
mov    rax,QWORD PTR [r8+0x8]
mov    QWORD PTR [rsp+0x38],rax
lea    r15,[rsp+0x2f0]
lea    rax,[rsp+0x70]
xor    r8d,r8d
vpbroadcastd zmm4,DWORD PTR [rip+0xffffffffffec0349]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffec04af]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffec03a5]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
mov    QWORD PTR [rsp+0x20],r13
jmp    150d1c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc7c>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,r9
cmp    rbp,r8
je     15172b <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x168b>
mov    rbx,r11
mov    rdi,r8
mov    r9,r15
mov    r15,rax
add    r8,r11
mov    r11,rbp
sub    r11,r8
cmp    r11,0x20
mov    eax,0x20
cmovae r11,rax
cmp    rbp,r8
je     151650 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15b0>
mov    rax,r11
add    rax,r8
jb     151758 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16b8>
cmp    rax,rbp
ja     151758 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16b8>
mov    rax,QWORD PTR [rsp+0x60]
lea    rax,[rax+r8*8]
mov    rbp,r11
shr    rbp,0x3
je     150ef0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe50>
vprolq zmm7,ZMMWORD PTR [rax],0x20
vpxorq zmm7,zmm7,zmm2
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
vmovdqu64 ZMMWORD PTR [r9],zmm7
cmp    rbp,0x1
je     150ef0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe50>
vprolq zmm7,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm7,zmm7,zmm2
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
vmovdqu64 ZMMWORD PTR [r9+0x40],zmm7
cmp    rbp,0x2
je     150ef0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe50>
vprolq zmm7,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm7,zmm7,zmm2
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
vmovdqu64 ZMMWORD PTR [r9+0x80],zmm7
cmp    rbp,0x3
je     150ef0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe50>
vprolq zmm7,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm7,zmm7,zmm2
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
vmovdqu64 ZMMWORD PTR [r9+0xc0],zmm7
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    edx,r11d
and    edx,0x38
cmp    rdx,r11
je     151000 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
mov    r12,rdx
or     r12,0x1
cmp    r11,r12
cmova  r12,r11
mov    rcx,r12
sub    rcx,rdx
cmp    rcx,0x8
jae    150f21 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe81>
mov    rcx,rdx
jmp    150fb0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf10>
mov    r13d,r12d
and    r13d,0x7
sub    rcx,r13
add    rcx,rdx
and    r12,0xfffffffffffffff8
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm7,ZMMWORD PTR [rax+rdx*8],0x20
vpxorq zmm7,zmm7,zmm2
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
vmovdqu64 ZMMWORD PTR [r9+rdx*8],zmm7
add    rdx,0x8
cmp    r12,rdx
jne    150f40 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xea0>
test   r13,r13
mov    r13,QWORD PTR [rsp+0x20]
je     151000 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf60>
nop    DWORD PTR [rax+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r13
mov    r12,rdx
rol    r12,0x31
mov    r13,rdx
rol    r13,0x18
xor    r13,r12
xor    r13,rdx
imul   r13,r14
mov    rdx,r13
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r13
mov    r13,QWORD PTR [rsp+0x20]
imul   rdx,r14
mov    r12,rdx
shr    r12,0x1c
xor    r12,rdx
mov    QWORD PTR [r9+rcx*8],r12
inc    rcx
cmp    rcx,r11
jb     150fb0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf10>
mov    eax,r11d
and    eax,0x7
cmp    rax,0x1
mov    r12,rbp
sbb    r12,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x58],0x0
je     1510f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1050>
mov    r14,QWORD PTR [rsp+0x48]
mov    rax,r14
mul    QWORD PTR [r9+0x38]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x30]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x28]
mov    QWORD PTR [rsp],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x20]
mov    QWORD PTR [rsp+0x18],r12
mov    r12,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x18]
mov    r13,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x10]
mov    rbp,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x8]
mov    rcx,rdx
mov    rax,r14
movabs r14,0x9fb21c651e98df25
mul    QWORD PTR [r9]
vmovq  xmm7,rdx
vmovq  xmm8,rcx
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vmovq  xmm9,r13
mov    r13,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,r12
mov    r12,QWORD PTR [rsp+0x18]
vmovq  xmm9,QWORD PTR [rsp]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x8]
vmovq  xmm10,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    151122 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1082>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm7,ZMMWORD PTR [r9]
vpsrlq zmm8,zmm7,0x20
vpmuludq zmm8,zmm8,zmm0
vpmuludq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
mov    rbp,QWORD PTR [rsp+0x28]
lea    rax,[r9+0x100]
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [rax],zmm7
cmp    r12,0x1
je     1514f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1450>
cmp    QWORD PTR [rsp+0x58],0x0
je     15122a <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x118a>
mov    r14,QWORD PTR [rsp+0x48]
mov    rax,r14
mul    QWORD PTR [r9+0x78]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x70]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x68]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x60]
mov    QWORD PTR [rsp],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x58]
mov    rcx,r12
mov    r12,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x50]
mov    r13,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x48]
mov    rbp,rdx
mov    rax,r14
movabs r14,0x9fb21c651e98df25
mul    QWORD PTR [r9+0x40]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp+0x20]
vmovq  xmm9,r12
mov    r12,rcx
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,QWORD PTR [rsp]
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r9+0x140],zmm7
cmp    r12,0x2
jne    151270 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11d0>
jmp    1514f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1450>
vmovdqu64 zmm7,ZMMWORD PTR [r9+0x40]
vpsrlq zmm8,zmm7,0x20
vpmuludq zmm8,zmm8,zmm0
vpmuludq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r9+0x140],zmm7
cmp    r12,0x2
je     1514f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1450>
cmp    QWORD PTR [rsp+0x58],0x0
je     151372 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d2>
mov    r14,QWORD PTR [rsp+0x48]
mov    rax,r14
mul    QWORD PTR [r9+0xb8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xb0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xa8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xa0]
mov    QWORD PTR [rsp],rdx
mov    rax,r14
mul    QWORD PTR [r9+0x98]
mov    rcx,r12
mov    r12,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x90]
mov    r13,rdx
mov    rax,r14
mul    QWORD PTR [r9+0x88]
mov    rbp,rdx
mov    rax,r14
movabs r14,0x9fb21c651e98df25
mul    QWORD PTR [r9+0x80]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp+0x20]
vmovq  xmm9,r12
mov    r12,rcx
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,QWORD PTR [rsp]
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r9+0x180],zmm7
cmp    r12,0x3
jne    1513b8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1318>
jmp    1514f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1450>
vmovdqu64 zmm7,ZMMWORD PTR [r9+0x80]
vpsrlq zmm8,zmm7,0x20
vpmuludq zmm8,zmm8,zmm0
vpmuludq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r9+0x180],zmm7
cmp    r12,0x3
je     1514f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1450>
cmp    QWORD PTR [rsp+0x58],0x0
je     1514a3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1403>
mov    r14,QWORD PTR [rsp+0x48]
mov    rax,r14
mul    QWORD PTR [r9+0xf8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xf0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xe8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xe0]
mov    QWORD PTR [rsp],rdx
mov    rax,r14
mul    QWORD PTR [r9+0xd8]
mov    rcx,r12
mov    r12,rdx
mov    rax,r14
mul    QWORD PTR [r9+0xd0]
mov    r13,rdx
mov    rax,r14
mul    QWORD PTR [r9+0xc8]
mov    rbp,rdx
mov    rax,r14
movabs r14,0x9fb21c651e98df25
mul    QWORD PTR [r9+0xc0]
vmovq  xmm7,rdx
vmovq  xmm8,rbp
mov    rbp,QWORD PTR [rsp+0x28]
vpunpcklqdq xmm7,xmm7,xmm8
vmovq  xmm8,r13
mov    r13,QWORD PTR [rsp+0x20]
vmovq  xmm9,r12
mov    r12,rcx
vpunpcklqdq xmm8,xmm8,xmm9
vinserti128 ymm7,ymm7,xmm8,0x1
vmovq  xmm8,QWORD PTR [rsp]
vmovq  xmm9,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,QWORD PTR [rsp+0x10]
vmovq  xmm10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
vinserti64x4 zmm7,zmm7,ymm8,0x1
jmp    1514d1 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1431>
vmovdqu64 zmm7,ZMMWORD PTR [r9+0xc0]
vpsrlq zmm8,zmm7,0x20
vpmuludq zmm8,zmm8,zmm0
vpmuludq zmm7,zmm7,zmm0
vpsrlq zmm7,zmm7,0x20
vpaddq zmm7,zmm7,zmm8
vpsrlq zmm7,zmm7,0x20
vpsllq zmm7,zmm7,0x6
vmovdqu64 ZMMWORD PTR [r9+0x1c0],zmm7
cmp    r12,0x4
jne    151799 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16f9>
nop    DWORD PTR [rax+0x0]
vmovdqu64 zmm7,ZMMWORD PTR [r9]
vpmovqd ymm7,zmm7
vpmulld ymm7,ymm7,ymm1
vpsrld ymm7,ymm7,0x16
vmovdqu YMMWORD PTR [r9+0x200],ymm7
cmp    r12,0x1
je     151590 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
vmovdqu64 zmm7,ZMMWORD PTR [r9+0x40]
vpmovqd ymm7,zmm7
vpmulld ymm7,ymm7,ymm1
vpsrld ymm7,ymm7,0x16
vmovdqu YMMWORD PTR [r9+0x220],ymm7
cmp    r12,0x2
je     151590 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
vmovdqu64 zmm7,ZMMWORD PTR [r9+0x80]
vpmovqd ymm7,zmm7
vpmulld ymm7,ymm7,ymm1
vpsrld ymm7,ymm7,0x16
vmovdqu YMMWORD PTR [r9+0x240],ymm7
cmp    r12,0x3
je     151590 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14f0>
vmovdqu64 zmm7,ZMMWORD PTR [r9+0xc0]
vpmovqd ymm7,zmm7
vpmulld ymm7,ymm7,ymm1
vpsrld ymm7,ymm7,0x16
vmovdqu YMMWORD PTR [r9+0x260],ymm7
cmp    r12,0x4
jne    1517ba <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x171a>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x54],0x0
je     151650 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15b0>
lea    rcx,[r11*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[r9+0x100]
test   dl,0x38
je     1515e1 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1541>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[r9+0x100]
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r14,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+r14*1]
dec    rdx
jne    1515d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1530>
cmp    rcx,0x38
movabs r14,0x9fb21c651e98df25
jb     151650 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15b0>
lea    rcx,[r9+0x100]
lea    rcx,[rcx+r11*8]
nop    DWORD PTR [rax+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rdx*1]
cmp    rax,rcx
jne    151600 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1560>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r8,rdi
jb     151740 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>
cmp    r8,QWORD PTR [rsp+0x38]
ja     151740 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>
add    rdi,QWORD PTR [rsp+0x40]
cmp    rbx,0x20
jne    1516d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1630>
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r15+rax*8+0x100]
mov    edx,DWORD PTR [r15+rax*4+0x200]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rcx*1]
vpmulld zmm8,zmm3,DWORD BCST [r15+rax*8]
vpsrld zmm8,zmm8,0x1b
vpsrlvd zmm7,zmm7,zmm8
vptestnmd k0,zmm7,zmm4
kmovw  ecx,k0
test   WORD PTR [r10+rdx*2],cx
sete   BYTE PTR [rdi+rax*1]
inc    rax
cmp    rax,0x20
jne    151680 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15e0>
jmp    150d10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
nop    DWORD PTR [rax+0x0]
test   rbx,rbx
je     150d10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
xor    eax,eax
nop    DWORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r15+rax*8+0x100]
mov    edx,DWORD PTR [r15+rax*4+0x200]
vmovdqa64 zmm7,ZMMWORD PTR [rsi+rcx*1]
vpmulld zmm8,zmm3,DWORD BCST [r15+rax*8]
vpsrld zmm8,zmm8,0x1b
vpsrlvd zmm7,zmm7,zmm8
vptestnmd k0,zmm7,zmm4
kmovw  ecx,k0
test   WORD PTR [r10+rdx*2],cx
sete   BYTE PTR [rdi+rax*1]
inc    rax
cmp    rbx,rax
jne    1516e0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1640>
jmp    150d10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
add    rsp,0x578
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xb6a41]        # 208188 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0xe50>
mov    rsi,r8
mov    rdx,QWORD PTR [rsp+0x38]
vzeroupper
call   QWORD PTR [rip+0xb9718]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xb6149]        # 2078a8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x570>
mov    rdi,r8
mov    rsi,rax
mov    rdx,rbp
vzeroupper
call   QWORD PTR [rip+0xb96ff]        # 20ae70 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xffffffffffee6984]        # 38100 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x11e08>
lea    r9,[rip+0xb610d]        # 207890 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x558>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xb995f]        # 20b0f8 <_DYNAMIC+0x5b8>
shl    r12,0x3
lea    rcx,[rip+0xb60d4]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r12
vzeroupper
call   QWORD PTR [rip+0xb96b6]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xb60b7]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xb9697]        # 20ae70 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
