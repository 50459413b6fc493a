#version 330 core
in vec4 aPos;
const float K[3] = float[3](0.5, 1.5, 2.5);
const vec3 AXIS = vec3(0.0, 1.0, 0.0);
float counter = 2.0;
vec3 state = vec3(1.0, 2.0, 3.0);
out vec4 vOut;
void bump() { counter += 1.0; state *= 0.5; }
void main() {
    bump();
    bump();
    int i = int(abs(aPos.x)) % 3;
    vOut = vec4(state + AXIS * K[i], counter);
    gl_Position = aPos;
}
