// expect: fail -- GLSL 1.10 section 6.4: continue outside a loop is an error
#version 110
void main() {
    continue;
}
