0000000000049040 <lookup_hash>:
push   rax
mov    r8,rsi
mov    rdx,rdi
mov    rcx,QWORD PTR [rdi+0x10]
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rdx+0x8]
mov    eax,DWORD PTR [rdx+0x28]
cmp    BYTE PTR [rcx+0x58],0x2
jne    490d2 <lookup_hash+0x92>
lea    rcx,[rax-0x1]
cmp    BYTE PTR [rdx+0x2c],0x1
jne    490e3 <lookup_hash+0xa3>
cmp    eax,0x8
jne    49147 <lookup_hash+0x107>
mov    rcx,r8
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    49164 <lookup_hash+0x124>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffbd5f3]        # 66a0 <__abi_tag+0x63a4>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffbd76c]        # 682c <__abi_tag+0x6530>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
dec    rax
mov    r9,QWORD PTR [rcx+0x10]
mov    rdx,r8
mov    rcx,rax
pop    rax
jmp    r9
mov    rax,rsi
mul    r8
cmp    rsi,rdx
jbe    49151 <lookup_hash+0x111>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x4dcdd]        # 96dd8 <_DYNAMIC+0x260>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffffbf6a0]        # 87c0 <__abi_tag+0x84c4>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffffbd6f5]        # 682c <__abi_tag+0x6530>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
pop    rcx
vzeroupper
ret
mov    rdx,r8
pop    rax
jmp    QWORD PTR [rip+0x4dd37]        # 96e88 <_DYNAMIC+0x310>
lea    rax,[rip+0x4b2f0]        # 94448 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x4dcdc]        # 96e40 <_DYNAMIC+0x2c8>
lea    rdx,[rip+0x4b2f5]        # 94460 <__frame_dummy_init_array_entry+0x140>
mov    rdi,rax
call   QWORD PTR [rip+0x4dccc]        # 96e40 <_DYNAMIC+0x2c8>
