// expect: fail -- GLSL 1.40 section 6.4: continue outside a loop is an error
#version 140
void main() {
    continue;
}
