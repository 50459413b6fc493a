// expect: fail -- GLSL 3.30 (compatibility) section 4.1.3: an integer literal above 2^32-1 is an error
#version 330 compatibility
void main() {
    int i = 4294967296;
}
