// expect: fail -- GLSL 1.20 section 4.1.3: the u suffix (unsigned integers) exists from GLSL 1.30
#version 120
void main() {
    uint u = 3u;
}
