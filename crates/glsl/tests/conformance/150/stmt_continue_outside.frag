// expect: fail -- GLSL 1.50 section 6.4: continue outside a loop is an error
#version 150 core
void main() {
    continue;
}
