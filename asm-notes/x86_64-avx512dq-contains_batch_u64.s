00000000000f9840 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x638
mov    DWORD PTR [rsp+0x3c],r9d
mov    QWORD PTR [rsp+0x68],rdx
mov    QWORD PTR [rsp+0x50],rdi
cmp    rdx,QWORD PTR [rdi+0x8]
jne    fad1d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14dd>
mov    QWORD PTR [rsp+0x28],rdx
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x270],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x5b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x570],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x530],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4b0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x470],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x430],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3f0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3b0],zmm0
mov    r10,QWORD PTR [rcx+0x8]
cmp    r10,0x20
mov    r9d,0x20
cmovb  r9,r10
test   r10,r10
je     facda <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x149a>
mov    r12,r8
mov    r15,rsi
mov    r14,QWORD PTR [rcx]
mov    rsi,r9
shr    rsi,0x3
mov    eax,r9d
and    eax,0x38
test   rsi,rsi
je     f9b2b <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2eb>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r14],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff16c9c]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff16ba5]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x70],zmm2
cmp    rsi,0x1
je     f9b2b <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2eb>
vprolq zmm2,ZMMWORD PTR [r14+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff16b3d]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xb0],zmm2
cmp    rsi,0x2
je     f9b2b <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2eb>
vprolq zmm2,ZMMWORD PTR [r14+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xfffffffffff16ad5]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xf0],zmm2
cmp    rsi,0x3
je     f9b2b <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x2eb>
vprolq zmm2,ZMMWORD PTR [r14+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xfffffffffff16a71]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x130],zmm0
movabs r11,0x9fb21c651e98df25
cmp    rax,r9
mov    rbx,QWORD PTR [rsp+0x28]
je     f9c4c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x40c>
mov    rdi,rax
or     rdi,0x1
cmp    r9,rdi
cmova  rdi,r9
mov    r13,QWORD PTR [rcx+0x10]
mov    rdx,rdi
sub    rdx,rax
cmp    rdx,0x8
jae    f9b69 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x329>
mov    rdx,rax
jmp    f9c00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c0>
and    edi,0x7
sub    rdx,rdi
add    rdx,rax
vpbroadcastq zmm0,r13
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff16ad6]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm2,QWORD PTR [rip+0xfffffffffff169ec]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax+0x0]
vprolq zmm3,ZMMWORD PTR [r14+rax*8],0x20
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
jne    f9b90 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x350>
test   rdi,rdi
je     f9c4c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x40c>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r14+rdx*8]
rol    rax,0x20
xor    rax,r13
mov    rdi,rax
rol    rdi,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rdi
xor    r8,rax
imul   r8,r11
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,r11
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*8+0x70],rdi
inc    rdx
cmp    rdx,r9
jb     f9c00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c0>
mov    eax,r9d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
mov    rax,rbx
shr    rax,0x20
mov    QWORD PTR [rsp+0x40],rax
mov    eax,ebx
vpbroadcastq zmm5,rax
mov    QWORD PTR [rsp+0x30],r10
je     f9ed7 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x697>
mov    QWORD PTR [rsp+0x8],rcx
mov    rax,rbx
mul    QWORD PTR [rsp+0x70]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x78]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x80]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x88]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x90]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xa0]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xa8]
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vmovq  xmm1,rdx
vmovq  xmm2,r8
vpunpcklqdq xmm1,xmm2,xmm1
vmovq  xmm2,rdi
vmovq  xmm3,rbp
vpunpcklqdq xmm2,xmm3,xmm2
vinserti128 ymm1,ymm2,xmm1,0x1
vmovq  xmm2,r13
vmovq  xmm3,r11
vpunpcklqdq xmm2,xmm3,xmm2
vmovq  xmm3,r10
vmovq  xmm4,rcx
vpunpcklqdq xmm3,xmm4,xmm3
vinserti128 ymm2,ymm3,xmm2,0x1
vinserti64x4 zmm1,zmm2,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
je     f9ebe <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x67e>
mov    rax,rbx
mul    QWORD PTR [rsp+0xb0]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xb8]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xc0]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xc8]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xd0]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xd8]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xe0]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xe8]
mov    QWORD PTR [rsp+0x1b0],rcx
mov    QWORD PTR [rsp+0x1b8],rdi
mov    QWORD PTR [rsp+0x1c0],r8
mov    QWORD PTR [rsp+0x1c8],r10
mov    QWORD PTR [rsp+0x1d0],r11
mov    QWORD PTR [rsp+0x1d8],r13
mov    QWORD PTR [rsp+0x1e0],rbp
mov    QWORD PTR [rsp+0x1e8],rdx
cmp    rsi,0x2
je     f9ebe <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x67e>
mov    rax,rbx
mul    QWORD PTR [rsp+0xf0]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0xf8]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x100]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x108]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x110]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x118]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x120]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x128]
mov    QWORD PTR [rsp+0x1f0],rcx
mov    QWORD PTR [rsp+0x1f8],rdi
mov    QWORD PTR [rsp+0x200],r8
mov    QWORD PTR [rsp+0x208],r10
mov    QWORD PTR [rsp+0x210],r11
mov    QWORD PTR [rsp+0x218],r13
mov    QWORD PTR [rsp+0x220],rbp
mov    QWORD PTR [rsp+0x228],rdx
cmp    rsi,0x3
jne    f9ff8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x7b8>
mov    r10,QWORD PTR [rsp+0x30]
movabs r11,0x9fb21c651e98df25
mov    rcx,QWORD PTR [rsp+0x8]
jmp    fa0c3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x883>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x70]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm2,zmm0,zmm5
vpsrlq zmm2,zmm2,0x20
vpaddq zmm1,zmm2,zmm1
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x170],zmm1
cmp    rsi,0x1
je     fa0c3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x883>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xb0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1b0],zmm1
cmp    rsi,0x2
je     fa0c3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x883>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0xf0]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1f0],zmm1
cmp    rsi,0x3
je     fa0c3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x883>
vmovdqu64 zmm1,ZMMWORD PTR [rsp+0x130]
vpsrlq zmm2,zmm1,0x20
vpmuludq zmm2,zmm2,zmm5
vpmuludq zmm1,zmm1,zmm5
vpsrlq zmm1,zmm1,0x20
vpaddq zmm1,zmm1,zmm2
vpsrlq zmm1,zmm1,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x230],zmm1
cmp    rsi,0x4
je     fa0c3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x883>
jmp    fad47 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1507>
mov    rax,rbx
mul    QWORD PTR [rsp+0x130]
mov    rcx,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x138]
mov    rdi,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x140]
mov    r8,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x148]
mov    r10,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x150]
mov    r11,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x158]
mov    r13,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x160]
mov    rbp,rdx
mov    rax,rbx
mul    QWORD PTR [rsp+0x168]
mov    QWORD PTR [rsp+0x230],rcx
mov    QWORD PTR [rsp+0x238],rdi
mov    QWORD PTR [rsp+0x240],r8
mov    QWORD PTR [rsp+0x248],r10
mov    QWORD PTR [rsp+0x250],r11
mov    QWORD PTR [rsp+0x258],r13
mov    QWORD PTR [rsp+0x260],rbp
mov    QWORD PTR [rsp+0x268],rdx
cmp    rsi,0x4
mov    r10,QWORD PTR [rsp+0x30]
movabs r11,0x9fb21c651e98df25
mov    rcx,QWORD PTR [rsp+0x8]
jne    fad47 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1507>
vpmovqd ymm0,zmm0
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff1643a]        # 1050c <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x4>
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
cmp    rsi,0x1
je     fa163 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x923>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xb0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
cmp    rsi,0x2
je     fa163 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x923>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0xf0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
cmp    rsi,0x3
je     fa163 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x923>
vmovdqu64 zmm0,ZMMWORD PTR [rsp+0x130]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm0
cmp    BYTE PTR [rsp+0x3c],0x0
je     fa230 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9f0>
lea    r8,[rsp+0x170]
lea    rdx,[r9*8-0x8]
mov    esi,edx
not    esi
mov    rax,r8
test   sil,0x38
je     fa1b5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x975>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,r8
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r15+rdi*1]
dec    rsi
jne    fa1a0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x960>
cmp    rdx,0x38
jb     fa230 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x9f0>
lea    rsi,[r8+r9*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rsi
jne    fa1c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x980>
mov    QWORD PTR [rsp+0x58],r14
mov    rax,QWORD PTR [rcx+0x10]
mov    QWORD PTR [rsp+0x8],rax
vpbroadcastq zmm6,rax
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff37df2]        # 32040 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109ec>
mov    rax,QWORD PTR [r12]
mov    QWORD PTR [rsp+0x60],rax
mov    rax,QWORD PTR [r12+0x8]
mov    QWORD PTR [rsp+0x48],rax
lea    rbx,[rsp+0x3b0]
lea    rax,[rsp+0x70]
xor    edi,edi
mov    ebp,0x3ff
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff16291]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff163cf]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff162e5]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vmovdqu64 ZMMWORD PTR [rsp+0x370],zmm5
vmovdqu YMMWORD PTR [rsp+0x310],ymm4
vmovdqu64 ZMMWORD PTR [rsp+0x330],zmm6
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r14,rax
lea    r8,[r9+rdi*1]
mov    r13,r10
sub    r13,r8
cmp    r13,0x20
mov    eax,0x20
cmovae r13,rax
cmp    r10,r8
je     fab60 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
mov    rsi,r13
add    rsi,r8
jb     fad07 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14c7>
cmp    rsi,r10
ja     fad07 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14c7>
mov    rax,QWORD PTR [rsp+0x58]
lea    rax,[rax+r8*8]
mov    rsi,r13
shr    rsi,0x3
je     fa480 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc40>
vprolq zmm0,ZMMWORD PTR [rax],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx],zmm0
cmp    rsi,0x1
je     fa480 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc40>
vprolq zmm0,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+0x40],zmm0
cmp    rsi,0x2
je     fa480 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc40>
vprolq zmm0,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+0x80],zmm0
cmp    rsi,0x3
je     fa480 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc40>
vprolq zmm0,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+0xc0],zmm0
xchg   ax,ax
mov    edx,r13d
and    edx,0x38
cmp    rdx,r13
je     fa590 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd50>
mov    r8,rdx
or     r8,0x1
cmp    r13,r8
cmova  r8,r13
mov    rcx,r8
sub    rcx,rdx
cmp    rcx,0x8
jae    fa4b6 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc76>
mov    rcx,rdx
mov    r8,QWORD PTR [rsp+0x8]
jmp    fa540 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd00>
mov    r10d,r8d
and    r10d,0x7
sub    rcx,r10
add    rcx,rdx
and    r8,0xfffffffffffffff8
nop    WORD PTR [rax+rax*1+0x0]
vprolq zmm0,ZMMWORD PTR [rax+rdx*8],0x20
vpxorq zmm0,zmm0,zmm6
vprolq zmm1,zmm0,0x31
vprolq zmm2,zmm0,0x18
vpternlogq zmm2,zmm0,zmm1,0x96
vpmullq zmm0,zmm2,zmm3
vpsrlq zmm1,zmm0,0x23
vpaddq zmm1,zmm1,zmm9
vpxorq zmm0,zmm1,zmm0
vpmullq zmm0,zmm0,zmm3
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rbx+rdx*8],zmm0
add    rdx,0x8
cmp    r8,rdx
jne    fa4d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xc90>
test   r10,r10
mov    r8,QWORD PTR [rsp+0x8]
je     fa590 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd50>
nop    DWORD PTR [rax+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r8
mov    r8,rdx
rol    r8,0x31
mov    r10,rdx
rol    r10,0x18
xor    r10,r8
xor    r10,rdx
imul   r10,r11
mov    rdx,r10
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r10
imul   rdx,r11
mov    r8,rdx
shr    r8,0x1c
xor    r8,rdx
mov    QWORD PTR [rbx+rcx*8],r8
mov    r8,QWORD PTR [rsp+0x8]
inc    rcx
cmp    rcx,r13
jb     fa540 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xd00>
mov    eax,r13d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x40],0x0
je     fa660 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe20>
mov    r10,QWORD PTR [rsp+0x28]
mov    rax,r10
mul    QWORD PTR [rbx+0x38]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x30]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x28]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x20]
mov    r11,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x18]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x10]
mov    r8,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x8]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rbx]
vmovq  xmm0,rdx
vmovq  xmm1,r12
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r8
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x18]
vmovq  xmm3,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    fa68d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xe4d>
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [rbx]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
lea    r10,[rbx+0x100]
vmovdqu64 ZMMWORD PTR [r10],zmm0
cmp    rsi,0x1
lea    r8,[r9+rdi*1]
je     faa00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
cmp    QWORD PTR [rsp+0x40],0x0
je     fa777 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf37>
mov    r10,QWORD PTR [rsp+0x28]
mov    rax,r10
mul    QWORD PTR [rbx+0x78]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x70]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x68]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x60]
mov    r11,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x58]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x50]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x48]
mov    r8,rdx
mov    rax,r10
lea    r10,[rbx+0x100]
mul    QWORD PTR [rbx+0x40]
vmovq  xmm0,rdx
vmovq  xmm1,r8
lea    r8,[r9+rdi*1]
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r12
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x18]
vmovq  xmm3,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rbx+0x140],zmm0
cmp    rsi,0x2
jne    fa7b6 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xf76>
jmp    faa00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x40]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rbx+0x140],zmm0
cmp    rsi,0x2
je     faa00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
cmp    QWORD PTR [rsp+0x40],0x0
je     fa89d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x105d>
mov    r10,QWORD PTR [rsp+0x28]
mov    rax,r10
mul    QWORD PTR [rbx+0xb8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xb0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xa8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xa0]
mov    r11,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x98]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x90]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0x88]
mov    r8,rdx
mov    rax,r10
lea    r10,[rbx+0x100]
mul    QWORD PTR [rbx+0x80]
vmovq  xmm0,rdx
vmovq  xmm1,r8
lea    r8,[r9+rdi*1]
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r12
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x18]
vmovq  xmm3,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
vmovdqu64 ZMMWORD PTR [rbx+0x180],zmm0
cmp    rsi,0x3
jne    fa8dc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x109c>
jmp    faa00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x80]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rbx+0x180],zmm0
cmp    rsi,0x3
je     faa00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c0>
cmp    QWORD PTR [rsp+0x40],0x0
je     fa9b3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1173>
mov    r10,QWORD PTR [rsp+0x28]
mov    rax,r10
mul    QWORD PTR [rbx+0xf8]
mov    QWORD PTR [rsp+0x20],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xf0]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xe8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xe0]
mov    r11,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xd8]
mov    rcx,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xd0]
mov    r12,rdx
mov    rax,r10
mul    QWORD PTR [rbx+0xc8]
mov    r8,rdx
mov    rax,r10
lea    r10,[rbx+0x100]
mul    QWORD PTR [rbx+0xc0]
vmovq  xmm0,rdx
vmovq  xmm1,r8
lea    r8,[r9+rdi*1]
vpunpcklqdq xmm0,xmm0,xmm1
vmovq  xmm1,r12
vmovq  xmm2,rcx
vpunpcklqdq xmm1,xmm1,xmm2
vinserti128 ymm0,ymm0,xmm1,0x1
vmovq  xmm1,r11
vmovq  xmm2,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm1,xmm1,xmm2
vmovq  xmm2,QWORD PTR [rsp+0x18]
vmovq  xmm3,QWORD PTR [rsp+0x20]
vpunpcklqdq xmm2,xmm2,xmm3
vinserti128 ymm1,ymm1,xmm2,0x1
vinserti64x4 zmm0,zmm0,ymm1,0x1
jmp    fa9e1 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x11a1>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0xc0]
vpsrlq zmm1,zmm0,0x20
vpmuludq zmm1,zmm1,zmm5
vpmuludq zmm0,zmm0,zmm5
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm1
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rbx+0x1c0],zmm0
cmp    rsi,0x4
jne    fad47 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1507>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm0,ZMMWORD PTR [rbx]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x200],ymm0
cmp    rsi,0x1
je     faaa0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x40]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x220],ymm0
cmp    rsi,0x2
je     faaa0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0x80]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x240],ymm0
cmp    rsi,0x3
je     faaa0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
vmovdqu64 zmm0,ZMMWORD PTR [rbx+0xc0]
vpmovqd ymm0,zmm0
vpmulld ymm0,ymm0,ymm4
vpsrld ymm0,ymm0,0x16
vmovdqu YMMWORD PTR [rbx+0x260],ymm0
cmp    rsi,0x4
jne    fad65 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1525>
nop    WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x3c],0x0
je     fab60 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
lea    rcx,[r13*8-0x8]
mov    edx,ecx
not    edx
mov    rax,r10
test   dl,0x38
je     faae5 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12a5>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
mov    rax,r10
nop    DWORD PTR [rax+0x0]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r15+rsi*1]
dec    rdx
jne    faad0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>
cmp    rcx,0x38
jb     fab60 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1320>
lea    rcx,[r10+r13*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    faaf0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x12b0>
mov    rax,QWORD PTR [rsp+0x50]
mov    rax,QWORD PTR [rax]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm0
cmp    r9,0x20
jne    fabe0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13a0>
xor    ecx,ecx
nop    DWORD PTR [rax]
mov    rdx,QWORD PTR [r14+rcx*8+0x100]
shl    rdx,0x6
mov    esi,DWORD PTR [r14+rcx*4+0x200]
and    esi,ebp
vmovdqa64 zmm0,ZMMWORD PTR [r15+rdx*1]
vpmulld zmm1,zmm7,DWORD BCST [r14+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm8
kmovw  edx,k0
test   WORD PTR [rax+rsi*2],dx
sete   BYTE PTR [rsp+rcx*1+0x2f0]
inc    rcx
cmp    rcx,0x20
jne    fab80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x1340>
jmp    fac3f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ff>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
test   r9,r9
je     fac3f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13ff>
xor    ecx,ecx
nop    WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [r14+rcx*8+0x100]
shl    rdx,0x6
mov    esi,DWORD PTR [r14+rcx*4+0x200]
and    esi,ebp
vmovdqa64 zmm0,ZMMWORD PTR [r15+rdx*1]
vpmulld zmm1,zmm7,DWORD BCST [r14+rcx*8]
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,zmm8
kmovw  edx,k0
test   WORD PTR [rax+rsi*2],dx
sete   BYTE PTR [rsp+rcx*1+0x2f0]
inc    rcx
cmp    r9,rcx
jne    fabf0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x13b0>
cmp    r8,rdi
jb     facef <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14af>
cmp    r8,QWORD PTR [rsp+0x48]
ja     facef <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0x14af>
add    rdi,QWORD PTR [rsp+0x60]
lea    rsi,[rsp+0x2f0]
mov    rdx,r9
mov    r12,r8
vzeroupper
call   QWORD PTR [rip+0xb2939]        # 1ad5a8 <memcpy@GLIBC_2.14>
vpbroadcastq zmm9,QWORD PTR [rip+0xfffffffffff158ff]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm3,QWORD PTR [rip+0xfffffffffff159d5]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastd zmm8,DWORD PTR [rip+0xfffffffffff15883]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
vmovdqa64 zmm7,ZMMWORD PTR [rip+0xfffffffffff373a9]        # 32040 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x109ec>
vmovdqu64 zmm6,ZMMWORD PTR [rsp+0x330]
vmovdqu ymm4,YMMWORD PTR [rsp+0x310]
vmovdqu64 zmm5,ZMMWORD PTR [rsp+0x370]
movabs r11,0x9fb21c651e98df25
mov    r10,QWORD PTR [rsp+0x30]
mov    rax,rbx
mov    rbx,r14
mov    rdi,r12
mov    r9,r13
cmp    r10,r12
jne    fa2c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>, linebloom::probe::pipeline::Bools>+0xa80>
add    rsp,0x638
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xb0042]        # 1aad38 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x1058>
mov    rsi,r8
mov    rdx,QWORD PTR [rsp+0x48]
vzeroupper
call   QWORD PTR [rip+0xb29b9]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xaf4fa]        # 1aa208 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x528>
mov    rdi,r8
mov    rdx,r10
vzeroupper
call   QWORD PTR [rip+0xb29a3]        # 1ad6c0 <_DYNAMIC+0x330>
mov    rdx,QWORD PTR [rsp+0x50]
add    rdx,0x8
lea    rcx,[rip+0xfffffffffff37713]        # 32440 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10dec>
lea    r9,[rip+0xaf49c]        # 1aa1d0 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4f0>
lea    rsi,[rsp+0x68]
mov    r8d,0x33
xor    edi,edi
call   QWORD PTR [rip+0xb2c01]        # 1ad948 <_DYNAMIC+0x5b8>
shl    rsi,0x3
lea    rcx,[rip+0xaf466]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xb295b]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xaf44c]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xb293c]        # 1ad6c0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
