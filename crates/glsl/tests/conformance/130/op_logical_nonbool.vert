// expect: fail -- GLSL 1.30 section 5.1: && takes scalar booleans
#version 130
void main() {
    bool a = 1 && true;
}
