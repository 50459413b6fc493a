// expect: fail -- GLSL 1.40 section 4.1.3: an unsigned literal above 2^32-1 is an error
#version 140
void main() {
    uint u = 4294967296u;
}
