// expect: fail -- GLSL 3.30 (compatibility) section 5.1: && takes scalar booleans
#version 330 compatibility
void main() {
    bool a = 1 && true;
}
