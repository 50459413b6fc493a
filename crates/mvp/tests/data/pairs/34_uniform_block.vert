#version 330 core
layout(std140) uniform Transform {
    mat4 model;
    vec4 tint;
    float scale;
};
uniform Camera { mat4 viewProj; } camera;
in vec3 aPos;
out vec4 vTint;
void main() {
    gl_Position = camera.viewProj * model * vec4(aPos * scale, 1.0);
    vTint = tint;
}
