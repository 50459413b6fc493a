// expect: fail -- GLSL 1.30 section 6.4: continue outside a loop is an error
#version 130
void main() {
    continue;
}
