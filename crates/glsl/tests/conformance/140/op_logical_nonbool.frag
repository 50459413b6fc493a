// expect: fail -- GLSL 1.40 section 5.1: && takes scalar booleans
#version 140
void main() {
    bool a = 1 && true;
}
