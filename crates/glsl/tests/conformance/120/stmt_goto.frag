// expect: fail -- GLSL 1.20 section 3.6: goto is reserved
#version 120
void main() {
    goto end;
}
