// expect: fail -- GLSL 1.20 section 6.4: continue outside a loop is an error
#version 120
void main() {
    continue;
}
