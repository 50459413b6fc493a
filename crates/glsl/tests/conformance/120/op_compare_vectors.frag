// expect: fail -- GLSL 1.20 section 5.1: < > compare scalars only (use lessThan)
#version 120
void main() {
    bool a = vec2(1.0) < vec2(2.0);
}
