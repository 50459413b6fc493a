// expect: fail -- GLSL 1.10 section 5.1: && takes scalar booleans
#version 110
void main() {
    bool a = 1 && true;
}
