// expect: fail -- GLSL 1.50 (compatibility) section 4.1.3: an integer literal above 2^32-1 is an error
#version 150 compatibility
void main() {
    int i = 4294967296;
}
