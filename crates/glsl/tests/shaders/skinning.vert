#version 330 core
// Linear blend skinning with a uniform array of bone matrices.
layout(location = 0) in vec3 position;
layout(location = 1) in vec4 weights;
layout(location = 2) in ivec4 bones;
uniform mat4 boneMatrices[4];
void main() {
    vec4 p = vec4(position, 1.0);
    vec4 skinned = vec4(0.0);
    for (int i = 0; i < 4; ++i) {
        skinned += weights[i] * (boneMatrices[bones[i]] * p);
    }
    gl_Position = skinned;
}
// run: {"inputs": {"position": [1, 1, 1], "weights": [0.5, 0.25, 0.25, 0], "bones": [1, 2, 0, 3]}, "uniforms": {"boneMatrices": [[1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1], [1,0,0,0, 0,1,0,0, 0,0,1,0, 1,0,0,1], [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,2,0,1], [2,0,0,0, 0,2,0,0, 0,0,2,0, 0,0,0,1]]}, "expect": {"gl_Position": [1.5, 1.5, 1, 1]}}
