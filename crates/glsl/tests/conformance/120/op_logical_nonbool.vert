// expect: fail -- GLSL 1.20 section 5.1: && takes scalar booleans
#version 120
void main() {
    bool a = 1 && true;
}
