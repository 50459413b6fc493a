// expect: fail -- GLSL 1.40 section 4.1.3: an integer literal above 2^32-1 is an error
#version 140
void main() {
    int i = 4294967296;
}
