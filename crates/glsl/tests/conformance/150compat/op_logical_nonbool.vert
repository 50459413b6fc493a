// expect: fail -- GLSL 1.50 (compatibility) section 5.1: && takes scalar booleans
#version 150 compatibility
void main() {
    bool a = 1 && true;
}
