// expect: fail -- GLSL 1.50 section 4.1.3: an unsigned literal above 2^32-1 is an error
#version 150 core
void main() {
    uint u = 4294967296u;
}
