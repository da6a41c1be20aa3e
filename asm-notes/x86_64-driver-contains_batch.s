0000000000096db0 <linebloom::bench::measure::{{closure}}>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x278
mov    rbx,rdi
mov    edi,0x1
call   b9090 <<std::sys::pal::unix::time::Timespec>::now>
mov    r12,rax
mov    r13d,edx
mov    rax,QWORD PTR [rbx]
cmp    BYTE PTR [rax],0x0
je     96e55 <linebloom::bench::measure::{{closure}}+0xa5>
mov    rax,QWORD PTR [rbx+0x8]
mov    rsi,QWORD PTR [rbx+0x10]
movupd xmm0,XMMWORD PTR [rsi]
movupd XMMWORD PTR [rsp+0x78],xmm0
lea    rcx,[rsp+0x78]
mov    rcx,QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x30],rcx
mov    r14,QWORD PTR [rsp+0x80]
mov    rdi,QWORD PTR [rbx+0x18]
mov    rcx,QWORD PTR [rdi+0x8]
mov    QWORD PTR [rsp+0x70],rcx
mov    rcx,QWORD PTR [rdi+0x10]
mov    QWORD PTR [rsp+0x38],r14
mov    QWORD PTR [rsp+0x48],rcx
cmp    r14,rcx
jne    973d1 <linebloom::bench::measure::{{closure}}+0x621>
mov    rbx,QWORD PTR [rax+0x30]
cmp    DWORD PTR [rax],0x1
jne    96fb3 <linebloom::bench::measure::{{closure}}+0x203>
mov    r15,QWORD PTR [rax+0x8]
mov    rdx,QWORD PTR [rax+0x20]
cmp    r15,rdx
ja     9741d <linebloom::bench::measure::{{closure}}+0x66d>
add    r15,QWORD PTR [rax+0x18]
mov    ecx,0x10
jmp    96fbc <linebloom::bench::measure::{{closure}}+0x20c>
mov    r14,QWORD PTR [rbx+0x10]
movupd xmm0,XMMWORD PTR [r14]
movupd XMMWORD PTR [rsp+0x78],xmm0
lea    rax,[rsp+0x78]
mov    rax,QWORD PTR [rsp+0x80]
mov    QWORD PTR [rsp+0x30],rax
test   rax,rax
je     97250 <linebloom::bench::measure::{{closure}}+0x4a0>
mov    DWORD PTR [rsp+0xc],r13d
mov    QWORD PTR [rsp+0x10],r12
mov    QWORD PTR [rsp+0x18],r14
mov    r15,QWORD PTR [rbx+0x8]
mov    r14d,DWORD PTR [r15+0x38]
dec    r14
cmp    r14,0xf
ja     97458 <linebloom::bench::measure::{{closure}}+0x6a8>
mov    rax,QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x28],rax
mov    rax,QWORD PTR [r15+0x28]
mov    QWORD PTR [rsp+0x20],rax
mov    rax,QWORD PTR [r15+0x30]
mov    ecx,eax
bswap  ecx
shl    rcx,0x20
xor    rcx,rax
movabs r12,0xc73ab174c5ecd5a2
shl    r14,0xb
add    r14,QWORD PTR [rip+0x422a6]        # d9180 <_DYNAMIC+0x890>
sub    r12,rcx
movabs r13,0x9fb21c651e98df25
xor    ebx,ebx
xor    ebp,ebp
jmp    96f52 <linebloom::bench::measure::{{closure}}+0x1a2>
nop    DWORD PTR [rax]
mov    rdx,QWORD PTR [r15+0x10]
mov    eax,0x18
rol    rcx,0x20
xor    rcx,r12
mov    rdi,rcx
rol    rdi,0x31
mov    r8,rcx
rol    r8,0x18
xor    r8,rdi
xor    r8,rcx
imul   r8,r13
mov    rcx,r8
shr    rcx,0x23
add    rcx,0x8
xor    rcx,r8
imul   rcx,r13
mov    r8,rcx
shr    r8,0x1c
xor    r8,rcx
mov    rcx,QWORD PTR [r15+rax*1]
mov    rdi,r14
call   r9
movzx  eax,al
add    rbx,rax
inc    rbp
cmp    QWORD PTR [rsp+0x30],rbp
je     9723c <linebloom::bench::measure::{{closure}}+0x48c>
mov    rax,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rax+rbp*8]
mov    rax,QWORD PTR [rsp+0x20]
mov    r9,QWORD PTR [rax+0x8]
mov    rax,QWORD PTR [r15]
mov    esi,0x18
cmp    rax,0x1
jne    96f88 <linebloom::bench::measure::{{closure}}+0x1d8>
mov    rdi,QWORD PTR [r15+0x8]
mov    rdx,QWORD PTR [r15+0x20]
mov    esi,0x10
cmp    rdi,rdx
ja     973ab <linebloom::bench::measure::{{closure}}+0x5fb>
mov    rsi,QWORD PTR [r15+rsi*1]
test   al,al
je     96ef0 <linebloom::bench::measure::{{closure}}+0x140>
mov    rdx,QWORD PTR [r15+0x8]
mov    rax,QWORD PTR [r15+0x20]
cmp    rdx,rax
ja     973bb <linebloom::bench::measure::{{closure}}+0x60b>
add    rdx,QWORD PTR [r15+0x18]
mov    eax,0x10
jmp    96ef9 <linebloom::bench::measure::{{closure}}+0x149>
mov    r15,QWORD PTR [rax+0x10]
mov    ecx,0x18
mov    QWORD PTR [rsp+0x58],rdi
mov    DWORD PTR [rsp+0xc],r13d
mov    QWORD PTR [rsp+0x10],r12
mov    QWORD PTR [rsp+0x18],rsi
mov    edx,DWORD PTR [rax+0x38]
dec    rdx
mov    r12,rdx
cmp    rdx,0xf
ja     97443 <linebloom::bench::measure::{{closure}}+0x693>
mov    r13,QWORD PTR [rax+rcx*1]
mov    rax,QWORD PTR [rax+0x28]
mov    rax,QWORD PTR [rax+0x18]
mov    QWORD PTR [rsp+0x68],rax
lea    rdi,[rsp+0x78]
mov    edx,0x200
xor    esi,esi
call   QWORD PTR [rip+0x41b12]        # d8b18 <memset@GLIBC_2.2.5>
cmp    r14,0x20
mov    r9d,0x20
cmovb  r9,r14
test   r14,r14
je     9723a <linebloom::bench::measure::{{closure}}+0x48a>
shl    r12,0xb
add    r12,QWORD PTR [rip+0x42158]        # d9180 <_DYNAMIC+0x890>
mov    QWORD PTR [rsp+0x60],r12
lea    ecx,[r9*8+0x0]
movabs r12,0x9fb21c651e98df25
mov    eax,ebx
bswap  eax
shl    rax,0x20
xor    rax,rbx
movabs rbx,0xc73ab174c5ecd5a2
sub    rbx,rax
xor    esi,esi
nop    DWORD PTR [rax+0x0]
cmp    r14,rsi
je     97430 <linebloom::bench::measure::{{closure}}+0x680>
mov    rax,QWORD PTR [rsp+0x30]
mov    rax,QWORD PTR [rax+rsi*8]
rol    rax,0x20
xor    rax,rbx
mov    rdx,rax
rol    rdx,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rdx
xor    rdi,rax
imul   rdi,r12
mov    rdx,rdi
shr    rdx,0x23
add    rdx,0x8
xor    rdx,rdi
imul   rdx,r12
mov    rax,rdx
shr    rax,0x1c
xor    rax,rdx
mov    QWORD PTR [rsp+rsi*8+0x78],rax
mul    r13
cmp    r13,rdx
jbe    973f7 <linebloom::bench::measure::{{closure}}+0x647>
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
inc    rsi
add    rcx,0xfffffffffffffff8
jne    97060 <linebloom::bench::measure::{{closure}}+0x2b0>
xor    r10d,r10d
xor    ecx,ecx
xor    eax,eax
nop    WORD PTR [rax+rax*1+0x0]
xor    rax,0x1
mov    QWORD PTR [rsp+0x28],rax
lea    rdx,[r9+r10*1]
mov    rsi,r14
sub    rsi,rdx
cmp    rsi,0x20
mov    eax,0x20
cmovae rsi,rax
mov    QWORD PTR [rsp+0x20],rsi
mov    rbp,rdx
cmp    r14,rdx
je     971b2 <linebloom::bench::measure::{{closure}}+0x402>
mov    rax,QWORD PTR [rsp+0x28]
shl    rax,0x8
mov    rdx,QWORD PTR [rsp+0x20]
lea    esi,[rdx*8+0x0]
lea    r8,[rsp+rax*1]
add    r8,0x78
mov    rdi,rbp
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    rdi,r14
jae    9740d <linebloom::bench::measure::{{closure}}+0x65d>
mov    rax,QWORD PTR [rsp+0x30]
mov    rax,QWORD PTR [rax+rdi*8]
rol    rax,0x20
xor    rax,rbx
mov    rdx,rax
rol    rdx,0x31
mov    r11,rax
rol    r11,0x18
xor    r11,rdx
xor    r11,rax
imul   r11,r12
mov    rdx,r11
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r11
imul   rdx,r12
mov    rax,rdx
shr    rax,0x1c
xor    rax,rdx
mov    QWORD PTR [r8],rax
mul    r13
cmp    r13,rdx
jbe    973f7 <linebloom::bench::measure::{{closure}}+0x647>
add    r8,0x8
shl    rdx,0x6
prefetcht0 BYTE PTR [r15+rdx*1]
inc    rdi
add    rsi,0xfffffffffffffff8
jne    97140 <linebloom::bench::measure::{{closure}}+0x390>
cmp    rbp,r10
jb     97395 <linebloom::bench::measure::{{closure}}+0x5e5>
cmp    r14,rbp
jb     97395 <linebloom::bench::measure::{{closure}}+0x5e5>
shl    rcx,0x8
lea    r8,[rsp+rcx*1]
add    r8,0x78
add    r10,QWORD PTR [rsp+0x70]
mov    rdi,QWORD PTR [rsp+0x60]
mov    rsi,r13
mov    rdx,r15
mov    rcx,r13
push   r9
push   r10
call   QWORD PTR [rsp+0x78]
add    rsp,0x10
mov    r10,rbp
mov    r9,QWORD PTR [rsp+0x20]
mov    rax,QWORD PTR [rsp+0x28]
mov    rcx,rax
cmp    r14,rbp
jne    970e0 <linebloom::bench::measure::{{closure}}+0x330>
mov    rax,QWORD PTR [rsp+0x58]
mov    rdx,QWORD PTR [rax+0x10]
test   rdx,rdx
je     9723a <linebloom::bench::measure::{{closure}}+0x48a>
mov    rax,QWORD PTR [rax+0x8]
mov    ecx,edx
and    ecx,0x7
cmp    rdx,0x8
mov    r14,QWORD PTR [rsp+0x18]
mov    r12,QWORD PTR [rsp+0x10]
mov    r13d,DWORD PTR [rsp+0xc]
jae    97257 <linebloom::bench::measure::{{closure}}+0x4a7>
xor    esi,esi
xor    ebx,ebx
jmp    972b1 <linebloom::bench::measure::{{closure}}+0x501>
xor    ebx,ebx
mov    r14,QWORD PTR [rsp+0x18]
mov    r12,QWORD PTR [rsp+0x10]
mov    r13d,DWORD PTR [rsp+0xc]
jmp    972cf <linebloom::bench::measure::{{closure}}+0x51f>
xor    ebx,ebx
jmp    972cf <linebloom::bench::measure::{{closure}}+0x51f>
and    rdx,0xfffffffffffffff8
xor    esi,esi
xor    ebx,ebx
nop
movzx  edi,BYTE PTR [rax+rsi*1]
add    rdi,rbx
movzx  r8d,BYTE PTR [rax+rsi*1+0x1]
movzx  r9d,BYTE PTR [rax+rsi*1+0x2]
add    r9,r8
add    r9,rdi
movzx  edi,BYTE PTR [rax+rsi*1+0x3]
movzx  r8d,BYTE PTR [rax+rsi*1+0x4]
add    r8,rdi
movzx  edi,BYTE PTR [rax+rsi*1+0x5]
add    rdi,r8
add    rdi,r9
movzx  r8d,BYTE PTR [rax+rsi*1+0x6]
movzx  ebx,BYTE PTR [rax+rsi*1+0x7]
add    rbx,r8
add    rbx,rdi
add    rsi,0x8
cmp    rdx,rsi
jne    97260 <linebloom::bench::measure::{{closure}}+0x4b0>
test   rcx,rcx
je     972cf <linebloom::bench::measure::{{closure}}+0x51f>
add    rax,rsi
xor    edx,edx
cs nop WORD PTR [rax+rax*1+0x0]
movzx  esi,BYTE PTR [rax+rdx*1]
add    rbx,rsi
inc    rdx
cmp    rcx,rdx
jne    972c0 <linebloom::bench::measure::{{closure}}+0x510>
mov    edi,0x1
call   b9090 <<std::sys::pal::unix::time::Timespec>::now>
mov    QWORD PTR [rsp+0x38],rax
mov    DWORD PTR [rsp+0x40],edx
mov    QWORD PTR [rsp+0x48],r12
mov    DWORD PTR [rsp+0x50],r13d
lea    rdi,[rsp+0x78]
lea    rsi,[rsp+0x38]
lea    rdx,[rsp+0x48]
call   b8fc0 <<std::sys::pal::unix::time::Timespec>::sub_timespec>
cmp    BYTE PTR [rsp+0x78],0x0
movsd  xmm2,QWORD PTR [rip+0xfffffffffff738d3]        # abe0 <anon.58baeeae7d5fe476157d296c9f08f803.346.llvm.5844774155465566772+0xa0>
movapd xmm1,XMMWORD PTR [rip+0xfffffffffff737bb]        # aad0 <anon.eb89d4395b0ead844ef0b45b8b54da85.151.llvm.3643936799275306673+0x104>
xorpd  xmm0,xmm0
jne    97357 <linebloom::bench::measure::{{closure}}+0x5a7>
movsd  xmm3,QWORD PTR [rsp+0x80]
xorps  xmm0,xmm0
cvtsi2sd xmm0,DWORD PTR [rsp+0x88]
unpcklps xmm3,xmm2
subpd  xmm3,xmm1
movapd xmm4,xmm3
unpckhpd xmm4,xmm3
addsd  xmm4,xmm3
movsd  xmm3,QWORD PTR [rip+0xfffffffffff74f0d]        # c258 <anon.139b87fa81e6281425927458b126f548.180.llvm.6308449897743187825+0x38>
divsd  xmm0,xmm3
addsd  xmm0,xmm4
mulsd  xmm0,xmm3
movsd  xmm3,QWORD PTR [r14+0x8]
unpcklps xmm3,xmm2
subpd  xmm3,xmm1
movapd xmm1,xmm3
unpckhpd xmm1,xmm3
addsd  xmm1,xmm3
divsd  xmm0,xmm1
mov    QWORD PTR [rsp+0x78],rbx
lea    rax,[rsp+0x78]
mov    rax,QWORD PTR [rsp+0x78]
add    rsp,0x278
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
ret
lea    rcx,[rip+0x3f8d4]        # d6c70 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x7f0>
mov    rdi,r10
mov    rsi,rbp
mov    rdx,r14
call   QWORD PTR [rip+0x41875]        # d8c20 <_DYNAMIC+0x330>
lea    rcx,[rip+0x3f0ce]        # d6480 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107>
mov    rsi,rdx
call   QWORD PTR [rip+0x41865]        # d8c20 <_DYNAMIC+0x330>
lea    rcx,[rip+0x3f0be]        # d6480 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107>
mov    rdi,rdx
mov    rsi,rax
mov    rdx,rax
call   QWORD PTR [rip+0x4184f]        # d8c20 <_DYNAMIC+0x330>
lea    rcx,[rip+0xfffffffffff84930]        # 1bd08 <linebloom::block::SELECT+0x8a80>
lea    r9,[rip+0x3f8f1]        # d6cd0 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x850>
lea    rsi,[rsp+0x38]
lea    rdx,[rsp+0x48]
mov    r8d,0x5b
xor    edi,edi
call   QWORD PTR [rip+0x41a91]        # d8e88 <_DYNAMIC+0x598>
lea    rax,[rip+0x3f88a]        # d6c88 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x808>
mov    rdi,rdx
mov    rsi,r13
mov    rdx,rax
call   QWORD PTR [rip+0x41733]        # d8b40 <_DYNAMIC+0x250>
lea    rdx,[rip+0x3f8d4]        # d6ce8 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x868>
mov    rsi,r14
call   QWORD PTR [rip+0x41723]        # d8b40 <_DYNAMIC+0x250>
lea    rcx,[rip+0x3f05c]        # d6480 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107>
mov    rdi,r15
mov    rsi,rdx
call   QWORD PTR [rip+0x417f0]        # d8c20 <_DYNAMIC+0x330>
lea    rdx,[rip+0x3f8b1]        # d6ce8 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x868>
mov    rdi,r14
mov    rsi,r14
call   QWORD PTR [rip+0x416fd]        # d8b40 <_DYNAMIC+0x250>
lea    rdx,[rip+0x3f856]        # d6ca0 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x820>
mov    esi,0x10
mov    rdi,r12
call   QWORD PTR [rip+0x416e8]        # d8b40 <_DYNAMIC+0x250>
mov    rdi,r15
call   QWORD PTR [rip+0x41d17]        # d9178 <_DYNAMIC+0x888>
lea    rdx,[rip+0x3f838]        # d6ca0 <anon.3e61af6b8da61677520e63bdbed7e827.62.llvm.17269315695311793107+0x820>
mov    esi,0x10
mov    rdi,r14
call   QWORD PTR [rip+0x416ca]        # d8b40 <_DYNAMIC+0x250>
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
